import type { SocialMessages } from '../enSocial.js';

/** Brazilian Portuguese texts of social logins. */
export const ptBRSocial: SocialMessages = {
  'view.ConnectingSocial': "Login social",
  'social.listLabel': "Entrar com uma conta social",
  'social.continueWith': "Continuar com {provider}",
  'social.waiting': "Continue na janela do {provider}",
  'social.waitingBody': "Entre lá e aprove. Esta tela avança sozinha.",
  'social.blocked': "Seu navegador bloqueou a janela do {provider}.",
  'social.blockedHint': "Tente de novo ou continue nesta janela: a página vai para o {provider} e volta.",
  'social.retry': "Tentar de novo",
  'social.redirect': "Continuar nesta janela",
  'social.redirecting': "Levando você ao {provider}",
  'social.denied': "Você recusou o login no {provider}.",
  'social.failed': "O login com {provider} não foi concluído.",
};
