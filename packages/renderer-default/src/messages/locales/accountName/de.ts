import type { AccountNameMessages } from '../../enAccountName.js';

/** German texts of account names. */
export const deAccountName: AccountNameMessages = {
  'accountName.entry': 'Wähle einen Namen für dieses Konto',
  'accountName.body': 'Wähle einen Namen, an den andere statt an deine Adresse senden können. Er endet auf {suffix}.',
  'accountName.label': 'Kontoname',
  'accountName.tooShort': 'Verwende mindestens 4 Zeichen',
  'accountName.invalidCharacters': 'Verwende nur Buchstaben, Ziffern und Bindestriche',
  'accountName.suggestions': 'Vorschläge',
  'accountName.suggestionsLoading': 'Vorschläge werden geladen',
  'accountName.suggestionsFailed': 'Fehler beim Abrufen der Namensvorschläge',
  'accountName.available': 'Verfügbar',
  'accountName.taken': 'Vergeben',
  'accountName.register': 'Registrieren',
  'accountName.registering': 'Warte auf die Signatur deiner Wallet',
  'accountName.takenError': '{name} ist bereits vergeben. Versuche einen anderen Namen.',
  'accountName.declined': 'Die Wallet hat die Signatur abgelehnt. Dein Name wurde nicht registriert.',
  'accountName.failed': 'Fehler beim Registrieren des Namens {name}',
  'accountName.successBody': '{name} ist jetzt der Name deines Kontos.',
  'accountName.done': 'Zurück zum Konto',
};
