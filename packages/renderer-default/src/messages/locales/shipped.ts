/**
 * Every locale the renderer ships, English first: a list to build a language menu from, light enough for a page's
 * first script (the texts and their loaders come with the modal's code, when a locale is chosen).
 */
export const SHIPPED_LOCALES: readonly string[] = [
  'en',
  'ar',
  'de',
  'es',
  'fa',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
];
