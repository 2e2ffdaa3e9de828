import type { SocialMessages } from '../enSocial.js';

/** Italian texts of social logins. */
export const itSocial: SocialMessages = {
  'view.ConnectingSocial': "Accesso social",
  'social.listLabel': "Accedi con un account social",
  'social.continueWith': "Continua con {provider}",
  'social.waiting': "Continua nella finestra di {provider}",
  'social.waitingBody': "Accedi lì e approva. Questa schermata andrà avanti da sola.",
  'social.blocked': "Il browser ha bloccato la finestra di {provider}.",
  'social.blockedHint': "Riprova, oppure continua in questa finestra: la pagina va su {provider} e torna.",
  'social.retry': "Riprova",
  'social.redirect': "Continua in questa finestra",
  'social.redirecting': "Ti stiamo portando su {provider}",
  'social.denied': "Hai rifiutato l’accesso su {provider}.",
  'social.failed': "L’accesso con {provider} non è stato completato.",
};
