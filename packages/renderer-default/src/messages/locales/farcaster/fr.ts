import type { FarcasterMessages } from '../../enFarcaster.js';

/** French texts of Sign In With Farcaster. */
export const frFarcaster: FarcasterMessages = {
  'farcaster.heading': 'Se connecter avec Farcaster',
  'farcaster.scanHint': 'Scannez le code QR avec l\'appareil photo de votre téléphone, ou ouvrez le lien sur un appareil doté de Farcaster, puis approuvez la connexion.',
  'farcaster.qrLabel': 'Code QR pour se connecter avec Farcaster',
  'farcaster.preparing': 'Préparation de la demande de connexion',
  'farcaster.waiting': 'En attente d\'approbation dans Farcaster',
  'farcaster.open': 'Ouvrir dans Farcaster',
  'farcaster.expired': 'La demande de connexion a expiré. Réessayez.',
  'farcaster.refused': 'La connexion Farcaster n\'a pas pu être vérifiée. Réessayez.',
};
