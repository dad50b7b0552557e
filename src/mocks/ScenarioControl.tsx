import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { DriftOptions } from './drift';
import { SCENARIOS, driftOf, isScenario, scenarioOf, setScenario } from './scenarios';

/** The rates offered for the drift scenario: one value in N bent. */
const DRIFT_RATES = [50, 20, 7, 3] as const;

/** Switches, then reloads so every query is asked again under the new scenario. */
function switchTo(scenario: string, drift?: Partial<DriftOptions>): void {
  if (!isScenario(scenario)) return;
  setScenario(scenario, drift);
  window.location.reload();
}

/** The drift scenario's rate and seed; a change reloads, so the same bent answers can be seen again. */
function DriftOptionsControl() {
  const kept = driftOf();
  const [seed, setSeed] = useState(String(kept.seed));
  const applySeed = () => {
    const next = Number(seed);
    if (Number.isInteger(next) && next !== kept.seed) switchTo('drift', { ...kept, seed: next });
  };
  return (
    <div className="is-flex is-align-items-center mt-1">
      <label className="mr-1" htmlFor="mock-drift-rate">
        Bend
      </label>
      <span className="select is-small mr-2">
        <select
          id="mock-drift-rate"
          defaultValue={String(Math.round(1 / kept.rate))}
          onChange={(event) => switchTo('drift', { ...kept, rate: 1 / Number(event.target.value) })}
        >
          {DRIFT_RATES.map((n) => (
            <option key={n} value={n}>
              1 in {n}
            </option>
          ))}
        </select>
      </span>
      <label className="mr-1" htmlFor="mock-drift-seed">
        seed
      </label>
      <input
        id="mock-drift-seed"
        className="input is-small"
        style={{ width: '5em' }}
        type="number"
        step={1}
        value={seed}
        onChange={(event) => setSeed(event.target.value)}
        onBlur={applySeed}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applySeed();
        }}
      />
    </div>
  );
}

/** A small switch, shown only when the mocked API runs, to see each state of every page. */
function ScenarioControl() {
  const scenario = scenarioOf();
  return (
    <aside className="mock-controls box p-2" aria-label="Mocked API">
      <label className="is-flex is-align-items-center" htmlFor="mock-scenario">
        <span className="mr-2">Mock API:</span>
        <span className="select is-small">
          <select id="mock-scenario" defaultValue={scenario} onChange={(event) => switchTo(event.target.value)}>
            {SCENARIOS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </span>
      </label>
      {scenario === 'drift' && <DriftOptionsControl />}
    </aside>
  );
}

export function mountScenarioControl(): void {
  const host = document.createElement('div');
  host.id = 'mock-controls';
  document.body.append(host);
  createRoot(host).render(<ScenarioControl />);
}
