import type { FarcasterMessages } from '../../enFarcaster.js';

/** German texts of Sign In With Farcaster. */
export const deFarcaster: FarcasterMessages = {
  'farcaster.heading': 'Mit Farcaster anmelden',
  'farcaster.scanHint': 'Scanne den QR-Code mit der Kamera deines Telefons oder öffne den Link auf einem Gerät mit Farcaster und bestätige dann die Anmeldung.',
  'farcaster.qrLabel': 'QR-Code für die Anmeldung mit Farcaster',
  'farcaster.preparing': 'Anmeldeanfrage wird vorbereitet',
  'farcaster.waiting': 'Warte auf Bestätigung in Farcaster',
  'farcaster.open': 'In Farcaster öffnen',
  'farcaster.expired': 'Die Anmeldeanfrage ist abgelaufen. Versuche es erneut.',
  'farcaster.refused': 'Die Farcaster-Anmeldung konnte nicht bestätigt werden. Versuche es erneut.',
};
