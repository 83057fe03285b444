import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { type Survey, useStoreSurvey } from '../api/onboarding';
import { Prize, usePrizeLabel } from './Prize';

/** One survey: a radio group per question, sent once (`POST /api/ques_surveys/{id}/store`) for its reward. */
export function SurveyForm({ survey }: { survey: Survey }) {
  const { t } = useTranslation('onboarding');
  const label = usePrizeLabel();
  const store = useStoreSurvey();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const missing = survey.questions.filter((q) => !answers[q.id]).length;

  return (
    <form
      data-testid={`survey-${survey.id}`}
      className="rounded-[var(--radius-card)] border border-line bg-surface p-4"
      onSubmit={(e) => {
        e.preventDefault();
        store.mutate(
          { id: survey.id, answers: survey.questions.map((q) => ({ id: q.id, answer: answers[q.id] ?? '' })) },
          {
            onSuccess: (res) => toast.success(t('survey.thanks', { prize: label(res.prize) })),
            onError: (err) => toast.error(err.message),
          },
        );
      }}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-display text-lg font-bold uppercase tracking-wide">{survey.title}</h2>
          <p className="text-sm text-muted">{survey.description}</p>
        </div>
        <span className="flex items-center gap-2 rounded-lg bg-surface-2 px-2 py-1 text-xs text-muted">
          {t('survey.reward')}
          <Prize prize={survey.reward} size="sm" className="!flex-row" />
        </span>
      </header>
      {survey.done ? (
        <p className="mt-4 flex items-center gap-2 rounded-lg bg-money/10 p-3 text-sm font-bold text-money">
          <Icon name="check" />
          {t('survey.done')}
        </p>
      ) : (
        <>
          <ol className="mt-4 space-y-4">
            {survey.questions.map((q, i) => (
              <li key={q.id}>
                <fieldset>
                  <legend className="mb-2 text-sm font-bold">
                    {i + 1}. {q.text}
                  </legend>
                  <div className="flex flex-wrap gap-2">
                    {q.options.map((o) => {
                      const checked = answers[q.id] === o.id;
                      return (
                        <label
                          key={o.id}
                          className={cx(
                            'cursor-pointer rounded-lg border px-3 py-1.5 text-sm transition-colors motion-reduce:transition-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
                            checked
                              ? 'border-accent bg-accent/15 font-bold text-text'
                              : 'border-line-strong text-muted hover:text-text',
                          )}
                        >
                          <input
                            type="radio"
                            className="sr-only"
                            name={`${survey.id}-${q.id}`}
                            value={o.id}
                            checked={checked}
                            onChange={() => setAnswers((a) => ({ ...a, [q.id]: o.id }))}
                          />
                          {o.text}
                        </label>
                      );
                    })}
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button type="submit" variant="money" disabled={missing > 0 || store.isPending}>
              {t('survey.send')}
            </Button>
            {missing > 0 ? <span className="text-xs text-muted">{t('survey.missing', { n: missing })}</span> : null}
          </div>
        </>
      )}
    </form>
  );
}
