import type { FarcasterMessages } from '../../enFarcaster.js';

/** Italian texts of Sign In With Farcaster. */
export const itFarcaster: FarcasterMessages = {
  'farcaster.heading': 'Accedi con Farcaster',
  'farcaster.scanHint': 'Scansiona il codice QR con la fotocamera del telefono oppure apri il link su un dispositivo con Farcaster, poi approva l’accesso.',
  'farcaster.qrLabel': 'Codice QR per accedere con Farcaster',
  'farcaster.preparing': 'Preparazione della richiesta di accesso',
  'farcaster.waiting': 'In attesa di approvazione in Farcaster',
  'farcaster.open': 'Apri in Farcaster',
  'farcaster.expired': 'La richiesta di accesso è scaduta. Riprova.',
  'farcaster.refused': 'Non è stato possibile verificare l’accesso con Farcaster. Riprova.',
};
