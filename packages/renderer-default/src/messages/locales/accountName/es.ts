import type { AccountNameMessages } from '../../enAccountName.js';

/** Spanish texts of account names. */
export const esAccountName: AccountNameMessages = {
  'accountName.entry': 'Elige un nombre para esta cuenta',
  'accountName.body': 'Elige un nombre al que otros puedan enviar en lugar de a tu dirección. Termina en {suffix}.',
  'accountName.label': 'Nombre de la cuenta',
  'accountName.tooShort': 'Usa al menos 4 caracteres',
  'accountName.invalidCharacters': 'Usa solo letras, dígitos y guiones',
  'accountName.suggestions': 'Sugerencias',
  'accountName.suggestionsLoading': 'Cargando sugerencias',
  'accountName.suggestionsFailed': 'Error al obtener sugerencias de nombres',
  'accountName.available': 'Disponible',
  'accountName.taken': 'Ocupado',
  'accountName.register': 'Registrar',
  'accountName.registering': 'Esperando la firma de tu billetera',
  'accountName.takenError': '{name} ya está ocupado. Prueba otro nombre.',
  'accountName.declined': 'La billetera rechazó la firma. Tu nombre no se registró.',
  'accountName.failed': 'Error al registrar el nombre {name}',
  'accountName.successBody': '{name} es ahora el nombre de tu cuenta.',
  'accountName.done': 'Volver a la cuenta',
};
