import { useId, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { parseMatchId } from '../../lib/matchRules';

/** Opens a match by its live id; input that is not one stays put and says what is expected. */
export function GoToMatch() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState('');
  const inputId = useId();
  const helpId = useId();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseMatchId(value);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem('');
    void navigate(parsed.path);
  };

  return (
    <form className="block go-to-match" onSubmit={submit} noValidate>
      <label className="label" htmlFor={inputId}>
        Go to a match
      </label>
      <div className="field has-addons">
        <div className="control is-expanded">
          <input
            id={inputId}
            className={`input is-mono${problem ? ' is-danger' : ''}`}
            type="text"
            placeholder="LID-MTCH-…"
            autoComplete="off"
            spellCheck={false}
            value={value}
            aria-invalid={problem !== ''}
            aria-describedby={helpId}
            onChange={(event) => {
              setValue(event.target.value);
              if (problem) setProblem('');
            }}
          />
        </div>
        <div className="control">
          <button type="submit" className="button is-primary">
            Go to match
          </button>
        </div>
      </div>
      {/* Present before it has text, so screen readers announce the message when it appears. */}
      <p id={helpId} className="help is-danger go-to-match-problem" role="status">
        {problem}
      </p>
    </form>
  );
}
