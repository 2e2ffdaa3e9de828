import type { FarcasterMessages } from '../../enFarcaster.js';

/** Korean texts of Sign In With Farcaster. */
export const koFarcaster: FarcasterMessages = {
  'farcaster.heading': 'Farcaster로 로그인',
  'farcaster.scanHint': '휴대폰 카메라로 QR 코드를 스캔하거나 Farcaster가 있는 기기에서 링크를 연 다음 로그인을 승인하세요.',
  'farcaster.qrLabel': 'Farcaster 로그인용 QR 코드',
  'farcaster.preparing': '로그인 요청을 준비하는 중',
  'farcaster.waiting': 'Farcaster에서 승인을 기다리는 중',
  'farcaster.open': 'Farcaster에서 열기',
  'farcaster.expired': '로그인 요청이 만료되었습니다. 다시 시도하세요.',
  'farcaster.refused': 'Farcaster 로그인을 확인할 수 없습니다. 다시 시도하세요.',
};
