import type { NftsAndLegalMessages } from '../../enNftsAndLegal.js';

/** Thai texts of the NFTs tab, the legal checkbox and the collapsed wallet list. */
export const thNftsAndLegal: NftsAndLegalMessages = {
  'nfts.listLabel': 'NFT ของคุณ',
  'nfts.loading': 'กำลังโหลด NFT',
  'nfts.failed': 'โหลด NFT ไม่สำเร็จ',
  'nfts.failedHint': 'ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  'nfts.retry': 'ลองอีกครั้ง',
  'nfts.loadMore': 'แสดง NFT เพิ่มเติม',
  'nfts.loadingMore': 'กำลังโหลด NFT เพิ่มเติม',
  'nfts.tokenId': 'รหัสโทเค็น {id}',
  'legal.agreeBoth': 'ฉันยอมรับ{terms}และ{privacy}',
  'legal.agreeTerms': 'ฉันยอมรับ{terms}',
  'legal.agreePrivacy': 'ฉันยอมรับ{privacy}',
  'legal.terms': 'ข้อกำหนดการให้บริการ',
  'legal.privacy': 'นโยบายความเป็นส่วนตัว',
  'legal.required': 'ยอมรับข้อกำหนดด้านบนเพื่อเชื่อมต่อวอลเล็ต',
  'connect.continueWithWallet': 'ดำเนินการต่อด้วยวอลเล็ต',
};
