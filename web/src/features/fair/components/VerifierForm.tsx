import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import {
  EMPTY_INPUT,
  isEventGame,
  type Problems,
  VERIFIER_GAMES,
  type VerifierInput,
  verifierProblems,
} from '../lib/verifier';
import { type Field, INPUT, TextField } from './VerifierFields';

/**
 * The verifier form (`fair-verify-form`): server seed, its published hash, client seed, nonce, round, game,
 * case and the ticket shown; for a battle, every seat's client seed, round, slot, beacon and battle id instead;
 * for a giveaway, the client seeds in join order, the winners, the participants' names, beacon and room id.
 * Submitting writes the inputs to the URL; the page computes from the URL.
 */
export function VerifierForm({
  initial,
  onVerify,
}: {
  initial: VerifierInput;
  onVerify: (input: VerifierInput) => void;
}) {
  const { t } = useTranslation('fair');
  const gameId = useId();
  const [input, setInput] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const change = (field: Field, value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const problem = (field: keyof Problems) => {
    const kind = problems[field];
    return kind ? t(`verify.problems.${kind}`) : undefined;
  };
  const common = { onChange: change };
  const battle = input.game === 'battle';
  const giveaway = input.game === 'giveaway';
  const gameSelect = (className: string) => (
    <div className={cx('min-w-0', className)}>
      <label htmlFor={gameId} className="block text-[10px] font-bold uppercase tracking-wider text-subtle">
        {t('verify.game')}
      </label>
      <select
        id={gameId}
        value={input.game}
        data-testid="fair-game"
        onChange={(event) => change('game', event.target.value)}
        className={cx(
          INPUT,
          'mt-1 appearance-none font-sans font-semibold',
          problems.game ? 'border-danger' : 'border-line-strong',
        )}
      >
        {VERIFIER_GAMES.map((game) => (
          <option key={game} value={game}>
            {t(`games.${game}`)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      noValidate
      data-testid="fair-verify-form"
      className="grid content-start grid-cols-2 gap-3 sm:grid-cols-6"
      onSubmit={(event) => {
        event.preventDefault();
        const found = verifierProblems(input);
        setProblems(found ?? {});
        if (!found) onVerify(input);
      }}
    >
      <TextField
        {...common}
        field="serverSeed"
        label={t('verify.serverSeed')}
        value={input.serverSeed}
        problem={problem('serverSeed')}
        placeholder={t(
          battle
            ? 'verify.battleSeedPlaceholder'
            : giveaway
              ? 'verify.giveawaySeedPlaceholder'
              : 'verify.serverSeedPlaceholder',
        )}
        className="col-span-2 sm:col-span-6"
      />
      <TextField
        {...common}
        field="hash"
        label={t('verify.hash')}
        value={input.hash}
        problem={problem('hash')}
        optional
        className="col-span-2 sm:col-span-6"
      />
      {giveaway ? (
        <>
          <TextField
            {...common}
            field="seeds"
            label={t('verify.giveawaySeeds')}
            value={input.seeds}
            problem={problem('seeds')}
            rows={4}
            className="col-span-2 sm:col-span-6"
          />
          <TextField
            {...common}
            field="winners"
            label={t('verify.winners')}
            value={input.winners}
            problem={problem('winners')}
            numeric
            className="sm:col-span-3"
          />
          {gameSelect('sm:col-span-3')}
          <TextField
            {...common}
            field="names"
            label={t('verify.names')}
            value={input.names}
            problem={problem('names')}
            optional
            rows={3}
            className="col-span-2 sm:col-span-6"
          />
          <TextField
            {...common}
            field="room"
            label={t('verify.room')}
            value={input.room}
            problem={problem('room')}
            optional
            numeric
            className="col-span-2 sm:col-span-3"
          />
          <TextField
            {...common}
            field="beacon"
            label={t('verify.beacon')}
            value={input.beacon}
            optional
            className="col-span-2 sm:col-span-3"
          />
        </>
      ) : null}
      {giveaway ? null : battle ? (
        <TextField
          {...common}
          field="seeds"
          label={t('verify.seeds')}
          value={input.seeds}
          problem={problem('seeds')}
          rows={4}
          className="col-span-2 sm:col-span-6"
        />
      ) : (
        <TextField
          {...common}
          field="clientSeed"
          label={t('verify.clientSeed')}
          value={input.clientSeed}
          problem={problem('clientSeed')}
          className="col-span-2 sm:col-span-3"
        />
      )}
      {battle || giveaway ? null : (
        <TextField
          {...common}
          field="nonce"
          label={t('verify.nonce')}
          value={input.nonce}
          problem={problem('nonce')}
          numeric
          placeholder="0"
          className="sm:col-span-2"
        />
      )}
      {giveaway ? null : (
        <>
          <TextField
            {...common}
            field="round"
            label={t('verify.round')}
            value={input.round}
            problem={problem('round')}
            numeric
            className={battle ? 'sm:col-span-2' : 'sm:col-span-1'}
          />
          {battle ? (
            <TextField
              {...common}
              field="slot"
              label={t('verify.slot')}
              value={input.slot}
              problem={problem('slot')}
              numeric
              className="sm:col-span-2"
            />
          ) : null}
          {gameSelect('sm:col-span-2')}
          {battle ? (
            <>
              <TextField
                {...common}
                field="beacon"
                label={t('verify.beacon')}
                value={input.beacon}
                optional
                className="sm:col-span-2"
              />
              <TextField
                {...common}
                field="battle"
                label={t('verify.battle')}
                value={input.battle}
                problem={problem('battle')}
                optional
                numeric
                className="sm:col-span-2"
              />
            </>
          ) : (
            <TextField
              {...common}
              field="caseId"
              label={t(isEventGame(input.game) ? 'verify.event' : 'verify.case')}
              value={input.caseId}
              problem={problem('caseId')}
              optional
              placeholder={isEventGame(input.game) ? 'daily-cards' : 'budget-pennies'}
              className="sm:col-span-2"
            />
          )}
          <TextField
            {...common}
            field="ticket"
            label={t('verify.ticket')}
            value={input.ticket}
            problem={problem('ticket')}
            optional
            numeric
            className="sm:col-span-2"
          />
        </>
      )}
      <div className="col-span-2 flex flex-wrap items-center justify-end gap-2 sm:col-span-6">
        <Button
          variant="ghost"
          onClick={() => {
            setInput({ ...EMPTY_INPUT, game: input.game });
            setProblems({});
          }}
        >
          {t('verify.clear')}
        </Button>
        <Button type="submit" variant="primary" size="md" className="min-w-36">
          <Icon name="shield" />
          {t('verify.submit')}
        </Button>
      </div>
    </form>
  );
}
