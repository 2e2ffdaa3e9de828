'use client';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { getAccountNameProblem } from '@connect-modal/headless';
import { NAME_SUFFIX } from '@connect-modal/headless/services';
import { useNameSuggestions, useRegisterAccountName } from '@connect-modal/headless/react';
import { Button } from '../components/Button.js';
import { ListRow } from '../components/ListRow.js';
import { Spinner } from '../components/Spinner.js';
import { Tag } from '../components/Tag.js';
import { accountNameErrorText } from '../accountName/accountNameErrorText.js';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from '../modal/ModalServices.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import { useDebouncedValue } from '../swap/useDebouncedValue.js';
import * as nameStyles from '../accountName/accountName.css.js';
import * as styles from './views.css.js';

/** How long the name must rest before suggestions are asked for. */
export const NAME_SUGGESTIONS_DEBOUNCE_MS = 300;

/** The typed name without the suffix the field already shows. */
function labelOf(value: string): string {
  const trimmed = value.trim();
  return trimmed.toLowerCase().endsWith(NAME_SUFFIX) ? trimmed.slice(0, -NAME_SUFFIX.length) : trimmed;
}

/**
 * RegisterAccountName: the visitor types a name (the rule is checked as they type), picks one of the service's
 * suggestions or keeps their own, and registers it with a signature from the wallet. A refusal (a taken name, a
 * declined signature, a failure) is shown under the field, which keeps what was typed.
 */
export function RegisterAccountNameView(_props: ViewProps) {
  const t = useMessages();
  const { navigate } = useModalServices();
  const inputId = useId();
  const problemId = useId();
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const { registerAccountName, isPending } = useRegisterAccountName();
  const label = labelOf(value);
  const problem = getAccountNameProblem(label);
  const ruleText = problem === 'tooShort' ? t('accountName.tooShort') : problem === 'invalidCharacters' ? t('accountName.invalidCharacters') : undefined;
  const shown = failure ?? ruleText;
  const settled = useDebouncedValue(label, NAME_SUGGESTIONS_DEBOUNCE_MS);
  const ask = settled !== '' && getAccountNameProblem(settled) !== 'invalidCharacters' ? settled : undefined;
  const suggestions = useNameSuggestions({ name: ask });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem !== undefined || isPending) return;
    setFailure(undefined);
    registerAccountName(
      { name: label },
      {
        onSuccess: (registered) => navigate('RegisterAccountNameSuccess', { name: registered.name }),
        onError: (error) => setFailure(accountNameErrorText(t, error, `${label}${NAME_SUFFIX}`)),
      },
    );
  };

  return (
    <div className={styles.view} data-testid="register-account-name-view">
      <p className={styles.body}>{t('accountName.body', { suffix: NAME_SUFFIX })}</p>
      <form className={nameStyles.field} onSubmit={submit} noValidate data-testid="account-name-form">
        <label htmlFor={inputId} className={nameStyles.label}>
          {t('accountName.label')}
        </label>
        <div className={[nameStyles.fieldBox, shown !== undefined ? nameStyles.fieldBoxInvalid : ''].filter(Boolean).join(' ')}>
          <input
            id={inputId}
            className={nameStyles.input}
            name="account-name"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            value={value}
            readOnly={isPending}
            aria-invalid={shown !== undefined || undefined}
            aria-describedby={shown !== undefined ? problemId : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setFailure(undefined);
            }}
            data-testid="account-name-input"
          />
          <span className={nameStyles.suffix} dir="ltr" aria-hidden="true">
            {NAME_SUFFIX}
          </span>
        </div>
        <p id={problemId} className={nameStyles.problem} aria-live="polite" data-testid="account-name-problem">
          {shown}
        </p>
        <Button type="submit" fullWidth disabled={problem !== undefined} aria-busy={isPending || undefined} data-testid="account-name-register">
          {isPending ? <Spinner /> : null}
          {isPending ? t('accountName.registering') : t('accountName.register')}
        </Button>
      </form>
      {ask !== undefined && (
        <section className={styles.section} aria-labelledby={`${inputId}-suggestions`} data-testid="account-name-suggestions">
          <h3 id={`${inputId}-suggestions`} className={nameStyles.sectionTitle}>
            {t('accountName.suggestions')}
          </h3>
          {suggestions.isPending ? (
            <p className={nameStyles.status} role="status">
              {t('accountName.suggestionsLoading')}
            </p>
          ) : suggestions.isError ? (
            <p className={nameStyles.problem} role="alert" data-testid="account-name-suggestions-error">
              {t('accountName.suggestionsFailed')}
            </p>
          ) : (
            <ul className={styles.list}>
              {suggestions.data?.map((suggestion) => (
                <li key={suggestion.name}>
                  <ListRow
                    title={<span dir="ltr">{suggestion.name}</span>}
                    trailing={<Tag tone={suggestion.registered ? 'neutral' : 'success'}>{suggestion.registered ? t('accountName.taken') : t('accountName.available')}</Tag>}
                    disabled={suggestion.registered || isPending}
                    onClick={() => {
                      setValue(labelOf(suggestion.name));
                      setFailure(undefined);
                    }}
                    data-testid="account-name-suggestion"
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
