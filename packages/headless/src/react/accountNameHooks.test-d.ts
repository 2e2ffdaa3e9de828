import { describe, expectTypeOf, it } from 'vitest';
import type { ConnectConfig } from '../core/index.js';
import type { AccountNameProblem } from '../core/index.js';
import { getAccountNameProblem } from '../core/index.js';
import { getNameSuggestions, registerAccountName } from '../actions/index.js';
import type { GetNameSuggestionsReturnType, RegisterAccountNameFailure, RegisterAccountNameReturnType } from '../actions/index.js';
import type { NameSuggestion } from '../services/index.js';
import { useNameSuggestions } from './useNameSuggestions.js';
import type { UseNameSuggestionsReturnType } from './useNameSuggestions.js';
import { useRegisterAccountName } from './useRegisterAccountName.js';
import type { UseRegisterAccountNameReturnType } from './useRegisterAccountName.js';

declare const config: ConnectConfig;

describe('account name types', () => {
  it('the validator names the problem; the actions take the typed name', () => {
    expectTypeOf(getAccountNameProblem('alice')).toEqualTypeOf<AccountNameProblem | undefined>();
    expectTypeOf<AccountNameProblem>().toEqualTypeOf<'empty' | 'invalidCharacters' | 'tooShort'>();
    expectTypeOf(getNameSuggestions(config, { name: 'alice' })).resolves.toEqualTypeOf<readonly NameSuggestion[]>();
    expectTypeOf(registerAccountName(config, { name: 'alice' })).resolves.toEqualTypeOf<RegisterAccountNameReturnType>();
    expectTypeOf<RegisterAccountNameReturnType['coinType']>().toEqualTypeOf<number>();
    expectTypeOf<RegisterAccountNameFailure>().toEqualTypeOf<'taken' | 'declined' | 'failed'>();
    // @ts-expect-error: the name is required
    void registerAccountName(config, {});
  });

  it('useNameSuggestions holds the suggestions, or what `select` makes of them', () => {
    const result = useNameSuggestions({ name: 'alice' });
    expectTypeOf(result).toEqualTypeOf<UseNameSuggestionsReturnType>();
    expectTypeOf(result.data).toEqualTypeOf<GetNameSuggestionsReturnType | undefined>();
    const free = useNameSuggestions({ name: 'alice', query: { select: (list) => list.filter((item) => !item.registered).length } });
    expectTypeOf(free.data).toEqualTypeOf<number | undefined>();
  });

  it('useRegisterAccountName gives registerAccountName / registerAccountNameAsync over { name }', () => {
    const result = useRegisterAccountName();
    expectTypeOf(result).toEqualTypeOf<UseRegisterAccountNameReturnType>();
    expectTypeOf(result.registerAccountNameAsync).parameter(0).toEqualTypeOf<{ readonly name: string }>();
    expectTypeOf(result.data).toEqualTypeOf<RegisterAccountNameReturnType | undefined>();
    // @ts-expect-error: a name is text
    result.registerAccountName({ name: 5 });
  });
});
