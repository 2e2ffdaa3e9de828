import type { FarcasterMessages } from '../../enFarcaster.js';

/** Thai texts of Sign In With Farcaster. */
export const thFarcaster: FarcasterMessages = {
  'farcaster.heading': 'ลงชื่อเข้าใช้ด้วย Farcaster',
  'farcaster.scanHint': 'สแกนคิวอาร์โค้ดด้วยกล้องโทรศัพท์ หรือเปิดลิงก์บนอุปกรณ์ที่มี Farcaster แล้วอนุมัติการลงชื่อเข้าใช้',
  'farcaster.qrLabel': 'คิวอาร์โค้ดสำหรับลงชื่อเข้าใช้ด้วย Farcaster',
  'farcaster.preparing': 'กำลังเตรียมคำขอลงชื่อเข้าใช้',
  'farcaster.waiting': 'กำลังรอการอนุมัติใน Farcaster',
  'farcaster.open': 'เปิดใน Farcaster',
  'farcaster.expired': 'คำขอลงชื่อเข้าใช้หมดอายุแล้ว ลองอีกครั้ง',
  'farcaster.refused': 'ไม่สามารถยืนยันการลงชื่อเข้าใช้ Farcaster ได้ ลองอีกครั้ง',
};
