import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { settingsOf, type Room } from './api';

type Setting = ReturnType<typeof settingsOf>[number];
interface ListedSetting {
  setting: Setting;
  index: number;
}

/** The room's script settings, key and value, as the API sent them. Both columns show at every width: values wrap. */
export function RoomSettings({ room }: { room: Room }) {
  const settings = settingsOf(room).map((setting, index) => ({ setting, index }));
  return (
    <section className="block" aria-labelledby="room-settings-title">
      <h2 id="room-settings-title" className="subtitle">
        Script settings
      </h2>
      {settings.length === 0 ? (
        <p>This room has no script settings.</p>
      ) : (
        <ResponsiveTable
          label="Script settings"
          className="is-narrow room-settings"
          columns={COLUMNS}
          rows={settings}
          rowKey={({ setting, index }) => `${setting.key}-${index}`}
        />
      )}
    </section>
  );
}

const COLUMNS: Column<ListedSetting>[] = [
  { id: 'key', header: 'Key', main: true, className: 'is-mono', cell: ({ setting }) => setting.key },
  {
    id: 'value',
    header: 'Value',
    className: 'is-mono room-setting-value',
    cell: ({ setting }) => (setting.value === '' ? <span className="room-empty-value">(empty)</span> : setting.value),
  },
];
