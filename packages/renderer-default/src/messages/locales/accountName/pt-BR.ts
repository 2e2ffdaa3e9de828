import type { AccountNameMessages } from '../../enAccountName.js';

/** Brazilian Portuguese texts of account names. */
export const ptBRAccountName: AccountNameMessages = {
  'accountName.entry': 'Escolha um nome para esta conta',
  'accountName.body': 'Escolha um nome para o qual as pessoas possam enviar em vez do seu endereço. Ele termina em {suffix}.',
  'accountName.label': 'Nome da conta',
  'accountName.tooShort': 'Use pelo menos 4 caracteres',
  'accountName.invalidCharacters': 'Use apenas letras, dígitos e hifens',
  'accountName.suggestions': 'Sugestões',
  'accountName.suggestionsLoading': 'Carregando sugestões',
  'accountName.suggestionsFailed': 'Erro ao buscar sugestões de nomes',
  'accountName.available': 'Disponível',
  'accountName.taken': 'Já em uso',
  'accountName.register': 'Registrar',
  'accountName.registering': 'Aguardando a assinatura da sua carteira',
  'accountName.takenError': '{name} já está em uso. Tente outro nome.',
  'accountName.declined': 'A carteira recusou a assinatura. Seu nome não foi registrado.',
  'accountName.failed': 'Erro ao registrar o nome {name}',
  'accountName.successBody': '{name} agora é o nome da sua conta.',
  'accountName.done': 'Voltar para a conta',
};
