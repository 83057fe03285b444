import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Pill } from '../../components/ui/Pill';
import { toast } from '../../components/ui/toast-store';
import { setOpsToken } from './api';
import { when } from './format';
import { useOpsMutation, useOpsQuery } from './hooks';
import { DataTable, TD } from './table';
import { Panel, QueryView, ScreenTitle, useLocaleTag } from './ui';

/** The operator's own sessions; revoking the current one signs this tab out. */
export function Sessions() {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const sessions = useOpsQuery('sessions');
  const revoke = useOpsMutation('revokeSession', { refresh: ['sessions'], toastErrors: true });
  return (
    <div data-testid="ops-sessions" className="space-y-4">
      <ScreenTitle title={t('sessions.title')} />
      <Panel>
        <QueryView query={sessions} empty={t('none')} isEmpty={(d) => d.list.length === 0}>
          {(data) => (
            <DataTable
              label={t('sessions.title')}
              columns={[t('sessions.started'), t('sessions.expires'), t('sessions.ip')]}
              actions
            >
              {data.list.map((s) => (
                <tr key={s.id} data-testid="ops-session-row">
                  <td className={`${TD} whitespace-nowrap`}>
                    {when(s.created_at, tag)}
                    {s.current ? (
                      <Pill tone="money" className="ml-2">
                        {t('sessions.current')}
                      </Pill>
                    ) : null}
                  </td>
                  <td className={`${TD} whitespace-nowrap text-muted`}>{when(s.expires_at, tag)}</td>
                  <td className={`${TD} font-mono text-[11px]`}>{s.ip}</td>
                  <td className={`${TD} text-right`}>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={revoke.isPending}
                      onClick={() =>
                        revoke.mutate(
                          { params: { id: s.id } },
                          {
                            onSuccess: () => {
                              toast.success(t('sessions.revoked'));
                              if (s.current) setOpsToken(null);
                            },
                          },
                        )
                      }
                      data-testid="ops-revoke-session"
                    >
                      {t('sessions.revoke')}
                    </Button>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </QueryView>
      </Panel>
    </div>
  );
}
