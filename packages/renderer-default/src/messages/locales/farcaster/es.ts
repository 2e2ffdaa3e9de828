import type { FarcasterMessages } from '../../enFarcaster.js';

/** Spanish texts of Sign In With Farcaster. */
export const esFarcaster: FarcasterMessages = {
  'farcaster.heading': 'Iniciar sesión con Farcaster',
  'farcaster.scanHint': 'Escanea el código QR con la cámara de tu teléfono o abre el enlace en un dispositivo con Farcaster y luego aprueba el inicio de sesión.',
  'farcaster.qrLabel': 'Código QR para iniciar sesión con Farcaster',
  'farcaster.preparing': 'Preparando la solicitud de inicio de sesión',
  'farcaster.waiting': 'Esperando la aprobación en Farcaster',
  'farcaster.open': 'Abrir en Farcaster',
  'farcaster.expired': 'La solicitud de inicio de sesión ha caducado. Inténtalo de nuevo.',
  'farcaster.refused': 'No se pudo verificar el inicio de sesión con Farcaster. Inténtalo de nuevo.',
};
