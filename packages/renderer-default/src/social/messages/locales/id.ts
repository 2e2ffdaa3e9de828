import type { SocialMessages } from '../enSocial.js';

/** Indonesian texts of social logins. */
export const idSocial: SocialMessages = {
  'view.ConnectingSocial': "Login sosial",
  'social.listLabel': "Masuk dengan akun sosial",
  'social.continueWith': "Lanjutkan dengan {provider}",
  'social.waiting': "Lanjutkan di jendela {provider}",
  'social.waitingBody': "Masuk di sana dan setujui. Layar ini akan berlanjut sendiri.",
  'social.blocked': "Browser Anda memblokir jendela {provider}.",
  'social.blockedHint': "Coba lagi, atau lanjutkan di jendela ini: halaman menuju {provider} lalu kembali.",
  'social.retry': "Coba lagi",
  'social.redirect': "Lanjutkan di jendela ini",
  'social.redirecting': "Membawa Anda ke {provider}",
  'social.denied': "Anda menolak masuk di {provider}.",
  'social.failed': "Masuk dengan {provider} tidak selesai.",
};
