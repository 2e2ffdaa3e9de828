import type { SocialMessages } from '../enSocial.js';

/** Thai texts of social logins. */
export const thSocial: SocialMessages = {
  'view.ConnectingSocial': "เข้าสู่ระบบด้วยโซเชียล",
  'social.listLabel': "ลงชื่อเข้าใช้ด้วยบัญชีโซเชียล",
  'social.continueWith': "ดำเนินการต่อด้วย {provider}",
  'social.waiting': "ดำเนินการต่อในหน้าต่าง {provider}",
  'social.waitingBody': "ลงชื่อเข้าใช้และอนุมัติที่นั่น หน้าจอนี้จะไปต่อเอง",
  'social.blocked': "เบราว์เซอร์ของคุณบล็อกหน้าต่าง {provider}",
  'social.blockedHint': "ลองอีกครั้ง หรือดำเนินการต่อในหน้าต่างนี้: หน้าเว็บจะไปที่ {provider} แล้วกลับมา",
  'social.retry': "ลองอีกครั้ง",
  'social.redirect': "ดำเนินการต่อในหน้าต่างนี้",
  'social.redirecting': "กำลังพาคุณไปที่ {provider}",
  'social.denied': "คุณปฏิเสธการลงชื่อเข้าใช้ที่ {provider}",
  'social.failed': "การลงชื่อเข้าใช้ด้วย {provider} ไม่สำเร็จ",
};
