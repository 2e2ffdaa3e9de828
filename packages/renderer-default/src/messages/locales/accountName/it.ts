import type { AccountNameMessages } from '../../enAccountName.js';

/** Italian texts of account names. */
export const itAccountName: AccountNameMessages = {
  'accountName.entry': 'Scegli un nome per questo account',
  'accountName.body': 'Scegli un nome a cui gli altri possano inviare al posto del tuo indirizzo. Termina con {suffix}.',
  'accountName.label': 'Nome dell’account',
  'accountName.tooShort': 'Usa almeno 4 caratteri',
  'accountName.invalidCharacters': 'Usa solo lettere, cifre e trattini',
  'accountName.suggestions': 'Suggerimenti',
  'accountName.suggestionsLoading': 'Caricamento dei suggerimenti',
  'accountName.suggestionsFailed': 'Errore nel recupero dei suggerimenti di nomi',
  'accountName.available': 'Disponibile',
  'accountName.taken': 'Già preso',
  'accountName.register': 'Registra',
  'accountName.registering': 'In attesa della firma del tuo wallet',
  'accountName.takenError': '{name} è già preso. Prova un altro nome.',
  'accountName.declined': 'Il wallet ha rifiutato di firmare. Il tuo nome non è stato registrato.',
  'accountName.failed': 'Errore nella registrazione del nome {name}',
  'accountName.successBody': '{name} è ora il nome del tuo account.',
  'accountName.done': 'Torna all’account',
};
