import type { SocialMessages } from '../enSocial.js';

/** French texts of social logins. */
export const frSocial: SocialMessages = {
  'view.ConnectingSocial': "Connexion sociale",
  'social.listLabel': "Se connecter avec un compte social",
  'social.continueWith': "Continuer avec {provider}",
  'social.waiting': "Continuez dans la fenêtre {provider}",
  'social.waitingBody': "Connectez-vous et approuvez. Cet écran avancera tout seul.",
  'social.blocked': "Votre navigateur a bloqué la fenêtre {provider}.",
  'social.blockedHint': "Réessayez, ou continuez dans cette fenêtre : la page va sur {provider} puis revient.",
  'social.retry': "Réessayer",
  'social.redirect': "Continuer dans cette fenêtre",
  'social.redirecting': "Redirection vers {provider}",
  'social.denied': "Vous avez refusé la connexion sur {provider}.",
  'social.failed': "La connexion avec {provider} n’a pas abouti.",
};
