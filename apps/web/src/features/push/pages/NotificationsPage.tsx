import { PUSH_KINDS, type PushKind, type UpdateNotificationSettingsBody } from '@volna/contracts';
import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notificationSettings.ts';
import { useSwitchThisDevice, useThisDevice } from '../api/thisDevice.ts';
import styles from './NotificationsPage.module.css';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Moscow';

/** One end of the quiet hours: the browser's own time picker, "HH:MM". */
function ClockField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label>
      {label}
      <input
        type="time"
        className={styles.time}
        value={value}
        onChange={(event) => event.target.value && onChange(event.target.value)}
      />
    </label>
  );
}

/** What this device can do, said plainly, with the switch when it can. */
function ThisDevice() {
  const { t } = useTranslation();
  const device = useThisDevice();
  const change = useSwitchThisDevice();
  if (!device.data) return null;
  const { availability, subscribed } = device.data;
  const note =
    availability === 'native'
      ? t('push:device.native')
      : availability === 'unsupported'
        ? t('push:device.unsupported')
        : availability === 'denied'
          ? t('push:device.denied')
          : t('push:device.hint');
  const usable = availability === 'granted' || availability === 'default';
  return (
    <List className={styles.section} header={t('push:device.title')}>
      <List.Item
        description={note}
        extra={
          usable && (
            <Switch
              checked={subscribed}
              loading={change.isPending}
              onChange={(on) => change.mutate(on)}
              aria-label={t('push:device.switch')}
            />
          )
        }
      >
        {t('push:device.switch')}
      </List.Item>
    </List>
  );
}

/**
 * Settings → Notifications (issue 35): this device's push on or off, which kinds notify (messages, mentions, calls,
 * order steps), whether a notification shows the message's words, and do-not-disturb hours. Saved on change.
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const save = (patch: UpdateNotificationSettingsBody) => update.mutate(patch);
  const saving = (field: keyof UpdateNotificationSettingsBody) =>
    update.isPending && update.variables?.[field] !== undefined;
  const data = settings.data;

  return (
    <PageFrame title={t('push:title')} backTo={paths.settings}>
      <ThisDevice />
      {settings.isPending ? (
        <div className={styles.loading} aria-busy="true" />
      ) : !data ? (
        <LoadFailed onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <List className={styles.section} header={t('push:kinds.title')}>
            {PUSH_KINDS.map((kind: PushKind) => (
              <List.Item
                key={kind}
                description={t(`push:kinds.${kind}Hint`)}
                extra={
                  <Switch
                    checked={data[kind]}
                    loading={saving(kind)}
                    onChange={(on) => save({ [kind]: on })}
                    aria-label={t(`push:kinds.${kind}`)}
                  />
                }
              >
                {t(`push:kinds.${kind}`)}
              </List.Item>
            ))}
          </List>
          <List className={styles.section} header={t('push:privacy.title')}>
            <List.Item
              description={t('push:privacy.showTextHint')}
              extra={
                <Switch
                  checked={!data.hidePreview}
                  loading={saving('hidePreview')}
                  onChange={(on) => save({ hidePreview: !on })}
                  aria-label={t('push:privacy.showText')}
                />
              }
            >
              {t('push:privacy.showText')}
            </List.Item>
          </List>
          <List className={styles.section} header={t('push:quiet.title')}>
            <List.Item
              description={t('push:quiet.hint', { zone: data.timeZone })}
              extra={
                <Switch
                  checked={data.doNotDisturb}
                  loading={saving('doNotDisturb')}
                  // The hours are read on the user's own clock: the zone is this device's when he turns it on.
                  onChange={(on) =>
                    save(on ? { doNotDisturb: true, timeZone: browserTimeZone() } : { doNotDisturb: false })
                  }
                  aria-label={t('push:quiet.switch')}
                />
              }
            >
              {t('push:quiet.switch')}
            </List.Item>
            {data.doNotDisturb && (
              <List.Item>
                <div className={styles.hours}>
                  <ClockField
                    label={t('push:quiet.from')}
                    value={data.doNotDisturbFrom}
                    onChange={(doNotDisturbFrom) => save({ doNotDisturbFrom })}
                  />
                  <ClockField
                    label={t('push:quiet.to')}
                    value={data.doNotDisturbTo}
                    onChange={(doNotDisturbTo) => save({ doNotDisturbTo })}
                  />
                </div>
              </List.Item>
            )}
          </List>
        </>
      )}
    </PageFrame>
  );
}
