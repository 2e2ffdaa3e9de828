import type { AccountNameMessages } from '../../enAccountName.js';

/** Thai texts of account names. */
export const thAccountName: AccountNameMessages = {
  'accountName.entry': 'เลือกชื่อสำหรับบัญชีนี้',
  'accountName.body': 'เลือกชื่อที่ผู้อื่นใช้ส่งถึงคุณแทนที่อยู่ได้ ชื่อจะลงท้ายด้วย {suffix}',
  'accountName.label': 'ชื่อบัญชี',
  'accountName.tooShort': 'ใช้อย่างน้อย 4 ตัวอักษร',
  'accountName.invalidCharacters': 'ใช้เฉพาะตัวอักษร ตัวเลข และขีดกลาง',
  'accountName.suggestions': 'ชื่อที่แนะนำ',
  'accountName.suggestionsLoading': 'กำลังโหลดชื่อที่แนะนำ',
  'accountName.suggestionsFailed': 'เกิดข้อผิดพลาดในการดึงชื่อที่แนะนำ',
  'accountName.available': 'ว่าง',
  'accountName.taken': 'มีผู้ใช้แล้ว',
  'accountName.register': 'ลงทะเบียน',
  'accountName.registering': 'กำลังรอลายเซ็นจากกระเป๋าเงินของคุณ',
  'accountName.takenError': '{name} มีผู้ใช้แล้ว ลองชื่ออื่น',
  'accountName.declined': 'กระเป๋าเงินปฏิเสธการลงนาม ชื่อของคุณยังไม่ได้ลงทะเบียน',
  'accountName.failed': 'เกิดข้อผิดพลาดในการลงทะเบียนชื่อ {name}',
  'accountName.successBody': 'ตอนนี้ {name} เป็นชื่อบัญชีของคุณแล้ว',
  'accountName.done': 'กลับไปที่บัญชี',
};
