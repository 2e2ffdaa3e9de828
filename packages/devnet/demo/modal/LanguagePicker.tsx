import { useLocale } from '@connect-modal/headless/react';
import { SHIPPED_LOCALES } from '@connect-modal/renderer-default';

/** Each locale's name in its own language (`Deutsch`, `日本語`), or the tag where the browser has no name for it. */
function nameOf(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/** The demo's language menu: the visitor's own language, or any locale the modal ships, changed at run time. */
export function LanguagePicker() {
  const { locale, setLocale } = useLocale();
  return (
    <select
      aria-label="Language"
      data-testid="demo-locale"
      value={locale ?? ''}
      onChange={(event) => setLocale(event.target.value || undefined)}
      style={{ font: 'inherit', padding: '6px 8px', borderRadius: 8 }}
    >
      <option value="">Browser language</option>
      {SHIPPED_LOCALES.map((id) => (
        <option key={id} value={id} lang={id}>
          {nameOf(id)}
        </option>
      ))}
    </select>
  );
}
