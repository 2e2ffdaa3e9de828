import type { FarcasterMessages } from '../../enFarcaster.js';

/** Hindi texts of Sign In With Farcaster. */
export const hiFarcaster: FarcasterMessages = {
  'farcaster.heading': 'Farcaster से साइन इन करें',
  'farcaster.scanHint': 'अपने फ़ोन के कैमरे से QR कोड स्कैन करें, या Farcaster वाले डिवाइस पर लिंक खोलें, फिर साइन-इन को मंज़ूरी दें।',
  'farcaster.qrLabel': 'Farcaster से साइन इन करने का QR कोड',
  'farcaster.preparing': 'साइन-इन अनुरोध तैयार किया जा रहा है',
  'farcaster.waiting': 'Farcaster में मंज़ूरी की प्रतीक्षा है',
  'farcaster.open': 'Farcaster में खोलें',
  'farcaster.expired': 'साइन-इन अनुरोध की समय सीमा समाप्त हो गई। फिर से कोशिश करें।',
  'farcaster.refused': 'Farcaster साइन-इन सत्यापित नहीं हो सका। फिर से कोशिश करें।',
};
