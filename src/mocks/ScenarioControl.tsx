import { createRoot } from 'react-dom/client';
import { SCENARIOS, isScenario, scenarioOf, setScenario } from './scenarios';

/** A small switch, shown only when the mocked API runs, to see each state of every page. */
function ScenarioControl() {
  return (
    <aside className="mock-controls box p-2" aria-label="Mocked API">
      <label className="is-flex is-align-items-center" htmlFor="mock-scenario">
        <span className="mr-2">Mock API:</span>
        <span className="select is-small">
          <select
            id="mock-scenario"
            defaultValue={scenarioOf()}
            onChange={(event) => {
              if (!isScenario(event.target.value)) return;
              setScenario(event.target.value);
              // Reload so every query is asked again under the new scenario.
              window.location.reload();
            }}
          >
            {SCENARIOS.map((scenario) => (
              <option key={scenario} value={scenario}>
                {scenario}
              </option>
            ))}
          </select>
        </span>
      </label>
    </aside>
  );
}

export function mountScenarioControl(): void {
  const host = document.createElement('div');
  host.id = 'mock-controls';
  document.body.append(host);
  createRoot(host).render(<ScenarioControl />);
}
