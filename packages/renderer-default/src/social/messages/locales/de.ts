import type { SocialMessages } from '../enSocial.js';

/** German texts of social logins. */
export const deSocial: SocialMessages = {
  'view.ConnectingSocial': "Social Login",
  'social.listLabel': "Mit einem sozialen Konto anmelden",
  'social.continueWith': "Weiter mit {provider}",
  'social.waiting': "Im {provider}-Fenster fortfahren",
  'social.waitingBody': "Melde dich dort an und bestätige. Dieser Bildschirm geht von selbst weiter.",
  'social.blocked': "Dein Browser hat das {provider}-Fenster blockiert.",
  'social.blockedHint': "Versuche es erneut oder fahre in diesem Fenster fort: Die Seite geht zu {provider} und kommt zurück.",
  'social.retry': "Erneut versuchen",
  'social.redirect': "In diesem Fenster fortfahren",
  'social.redirecting': "Weiterleitung zu {provider}",
  'social.denied': "Du hast die Anmeldung bei {provider} abgelehnt.",
  'social.failed': "Die Anmeldung mit {provider} wurde nicht abgeschlossen.",
};
