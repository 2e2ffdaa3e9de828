import type { AccountNameMessages } from '../../enAccountName.js';

/** Korean texts of account names. */
export const koAccountName: AccountNameMessages = {
  'accountName.entry': '이 계정의 이름 선택',
  'accountName.body': '주소 대신 다른 사람이 보낼 수 있는 이름을 고르세요. 이름은 {suffix}(으)로 끝납니다.',
  'accountName.label': '계정 이름',
  'accountName.tooShort': '4자 이상 입력하세요',
  'accountName.invalidCharacters': '영문자, 숫자, 하이픈만 사용하세요',
  'accountName.suggestions': '추천 이름',
  'accountName.suggestionsLoading': '추천 이름을 불러오는 중',
  'accountName.suggestionsFailed': '이름 추천을 가져오지 못했습니다',
  'accountName.available': '사용 가능',
  'accountName.taken': '사용 중',
  'accountName.register': '등록',
  'accountName.registering': '지갑 서명을 기다리는 중',
  'accountName.takenError': '{name}은(는) 이미 사용 중입니다. 다른 이름을 시도하세요.',
  'accountName.declined': '지갑이 서명을 거부했습니다. 이름이 등록되지 않았습니다.',
  'accountName.failed': '이름 {name} 등록 중 오류가 발생했습니다',
  'accountName.successBody': '이제 {name}이(가) 계정 이름입니다.',
  'accountName.done': '계정으로 돌아가기',
};
