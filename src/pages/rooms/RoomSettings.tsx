import { BreakableText } from '../../components/BreakableText';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import type { ScriptSettingRow } from '../../api/scriptSettings';
import type { Room } from '../../data/rooms';

interface ListedSetting {
  setting: ScriptSettingRow;
  index: number;
}

/**
 * The room's script settings, key and value, as the API sent them. Both columns show at every width: keys and values
 * wrap after their separators ("S_DecoImageUrl_" then "Checkpoint", an address after its "/").
 */
export function RoomSettings({ room }: { room: Pick<Room, 'settings'> }) {
  const settings = room.settings.map((setting, index) => ({ setting, index }));
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
          rowKey={({ setting, index }) => `${setting.name}-${index}`}
        />
      )}
    </section>
  );
}

const COLUMNS: Column<ListedSetting>[] = [
  {
    id: 'key',
    header: 'Key',
    main: true,
    className: 'is-mono',
    cell: ({ setting }) => <BreakableText text={setting.name} />,
  },
  {
    id: 'value',
    header: 'Value',
    className: 'is-mono room-setting-value',
    cell: ({ setting }) =>
      setting.value === '' ? <span className="room-empty-value">(empty)</span> : <BreakableText text={setting.value} />,
  },
];
