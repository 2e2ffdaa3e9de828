import type { SocialMessages } from '../enSocial.js';

/** Spanish texts of social logins. */
export const esSocial: SocialMessages = {
  'view.ConnectingSocial': "Inicio de sesión social",
  'social.listLabel': "Inicia sesión con una cuenta social",
  'social.continueWith': "Continuar con {provider}",
  'social.waiting': "Continúa en la ventana de {provider}",
  'social.waitingBody': "Inicia sesión allí y aprueba. Esta pantalla avanzará sola.",
  'social.blocked': "Tu navegador bloqueó la ventana de {provider}.",
  'social.blockedHint': "Inténtalo de nuevo o continúa en esta ventana: la página va a {provider} y vuelve.",
  'social.retry': "Intentar de nuevo",
  'social.redirect': "Continuar en esta ventana",
  'social.redirecting': "Llevándote a {provider}",
  'social.denied': "Rechazaste el inicio de sesión en {provider}.",
  'social.failed': "El inicio de sesión con {provider} no se completó.",
};
