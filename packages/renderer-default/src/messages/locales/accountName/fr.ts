import type { AccountNameMessages } from '../../enAccountName.js';

/** French texts of account names. */
export const frAccountName: AccountNameMessages = {
  'accountName.entry': 'Choisissez un nom pour ce compte',
  'accountName.body': 'Choisissez un nom auquel on peut envoyer au lieu de votre adresse. Il se termine par {suffix}.',
  'accountName.label': 'Nom du compte',
  'accountName.tooShort': 'Utilisez au moins 4 caractères',
  'accountName.invalidCharacters': 'Utilisez uniquement des lettres, des chiffres et des tirets',
  'accountName.suggestions': 'Suggestions de noms',
  'accountName.suggestionsLoading': 'Chargement des suggestions',
  'accountName.suggestionsFailed': 'Erreur lors de la récupération des suggestions de noms',
  'accountName.available': 'Disponible',
  'accountName.taken': 'Déjà pris',
  'accountName.register': 'Enregistrer',
  'accountName.registering': 'En attente de la signature de votre portefeuille',
  'accountName.takenError': '{name} est déjà pris. Essayez un autre nom.',
  'accountName.declined': 'Le portefeuille a refusé de signer. Votre nom n’a pas été enregistré.',
  'accountName.failed': 'Erreur lors de l’enregistrement du nom {name}',
  'accountName.successBody': '{name} est désormais le nom de votre compte.',
  'accountName.done': 'Retour au compte',
};
