import { useState, type SyntheticEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../components/ErrorBox';
import { paths } from '../../lib/paths';
import { playerProfileChanged } from '../../data/player';
import { PROFILE_FIELDS, saveProfile, userQueries, type Profile, type ProfileField } from '../../data/profile';
import { replaceAnswer } from '../../data/cache/access';

const FIELDS: Record<ProfileField, { label: string; hint: string; placeholder: string }> = {
  twitch: { label: 'Twitch', hint: 'Your Twitch username only.', placeholder: 'username' },
  youtube: { label: 'YouTube', hint: 'Your channel ID, or your @handle.', placeholder: 'UC… or @handle' },
  mastodon: {
    label: 'Mastodon',
    hint: 'username@instance, without a leading @.',
    placeholder: 'username@mastodon.social',
  },
  twitter: { label: 'Twitter', hint: 'Your username, without the @.', placeholder: 'username' },
};

interface ProfileFormProps {
  accountId: string;
  initial: Profile;
}

export function ProfileForm({ accountId, initial }: ProfileFormProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Profile>(initial);
  const [savedValues, setSavedValues] = useState<Profile>(initial);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: (answer) => {
      setSavedValues(answer);
      setValues(answer);
      setSaved(true);
      replaceAnswer(queryClient, userQueries.profile(accountId), answer);
      // The player page shows the socials: its profiles are asked for again, past the site's shared cache.
      playerProfileChanged(queryClient, accountId);
    },
  });
  const dirty = PROFILE_FIELDS.some((field) => values[field] !== savedValues[field]);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!dirty || save.isPending) return;
    save.mutate(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      {PROFILE_FIELDS.map((field) => (
        <div className="field" key={field}>
          <label className="label" htmlFor={`profile-${field}`}>
            {FIELDS[field].label}
          </label>
          <div className="control">
            <input
              id={`profile-${field}`}
              className="input"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={values[field]}
              placeholder={FIELDS[field].placeholder}
              aria-describedby={`profile-${field}-hint`}
              onChange={(event) => {
                const next = event.target.value;
                setValues((current) => ({ ...current, [field]: next }));
                setSaved(false);
              }}
            />
          </div>
          <p className="help" id={`profile-${field}-hint`}>
            {FIELDS[field].hint}
          </p>
        </div>
      ))}
      {save.isError && <ErrorBox title="Your changes were not saved" error={save.error} />}
      <div className="field is-grouped is-align-items-center">
        <div className="control">
          <button
            type="submit"
            className={`button is-link${save.isPending ? ' is-loading' : ''}`}
            disabled={!dirty || save.isPending}
          >
            Save
          </button>
        </div>
        <div className="control">
          <Link className="button" to={paths.player(accountId)}>
            Back to profile
          </Link>
        </div>
        <p className="control has-text-success" role="status">
          {saved ? 'Saved!' : ''}
        </p>
      </div>
    </form>
  );
}
