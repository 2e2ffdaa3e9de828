import type { SmartAccountMessages } from '../../enSmartAccount.js';

/** Thai texts of the Account view's account type line. */
export const thSmartAccount: SmartAccountMessages = {
  'smartAccount.shown': 'บัญชีที่แสดง',
  'smartAccount.smartAccount': 'บัญชีอัจฉริยะ',
  'smartAccount.eoa': 'EOA',
  'smartAccount.notDeployed': 'ติดตั้งพร้อมธุรกรรมแรก',
  'smartAccount.switchToEoa': 'สลับไปที่ EOA',
  'smartAccount.switchToSmartAccount': 'สลับไปที่บัญชีอัจฉริยะ',
  'smartAccount.fellBack': 'ตั้งค่าบัญชีอัจฉริยะไม่ได้: แสดง EOA แทน',
};
