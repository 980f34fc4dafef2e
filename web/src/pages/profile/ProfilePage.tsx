import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { ApiError } from "../../api/client.ts";
import { RECORD_KINDS, type RecordKind, type RecordSummary, recordsApi } from "../../api/records.ts";
import { AppLink } from "../../app/AppLink.tsx";
import { useCurrentRoute } from "../../app/router/route-context.ts";
import { userAtom } from "../../state/session.ts";

const KIND_LABELS: Record<RecordKind, string> = {
  characters: "Characters",
  encounters: "Encounters",
  creatures: "Creatures",
  templates: "Templates",
  strongholds: "Strongholds",
};
const KIND_TOOLS: Record<RecordKind, string> = {
  characters: "/tools/charbuilder",
  encounters: "/tools/runner",
  creatures: "/tools/creaturebuilder",
  templates: "/tools/templatebuilder",
  strongholds: "/tools/stronghold",
};
const WITH_ID: ReadonlySet<RecordKind> = new Set(["characters", "encounters", "creatures", "templates"]);

type Lists = Partial<Record<RecordKind, RecordSummary[] | string>>;

/** The signed-in user's details and saved records (the `auth` middleware guards this route). */
export default function ProfilePage() {
  const { text } = useCurrentRoute();
  const user = useAtomValue(userAtom);
  const [lists, setLists] = useState<Lists>({});
  useEffect(() => {
    let live = true;
    for (const kind of RECORD_KINDS) {
      recordsApi.list(kind).then(
        (list) => live && setLists((l) => ({ ...l, [kind]: list })),
        (err: unknown) =>
          live &&
          setLists((l) => ({ ...l, [kind]: err instanceof ApiError ? err.message : "could not load" })),
      );
    }
    return () => {
      live = false;
    };
  }, []);
  return (
    <article className="page profile-page">
      <h1>{text.title}</h1>
      {user ? (
        <dl className="profile-details">
          <dt>Username</dt>
          <dd data-field="username">{user.username}</dd>
          <dt>Name</dt>
          <dd data-field="name">
            {user.firstname} {user.lastname}
          </dd>
          <dt>Email</dt>
          <dd data-field="email">{user.email}</dd>
        </dl>
      ) : null}
      <h2>Saved records</h2>
      {RECORD_KINDS.map((kind) => {
        const list = lists[kind];
        return (
          <section
            key={kind}
            className="profile-records"
            data-kind={kind}
            aria-labelledby={`records-${kind}`}
          >
            <h3 id={`records-${kind}`}>{KIND_LABELS[kind]}</h3>
            {list === undefined ? (
              <p className="text-body-secondary">Loading…</p>
            ) : typeof list === "string" ? (
              <p className="text-danger">{list}</p>
            ) : list.length === 0 ? (
              <p className="text-body-secondary">
                None yet. <AppLink href={KIND_TOOLS[kind]}>Open the tool</AppLink>
              </p>
            ) : (
              <ul>
                {list.map((r) => (
                  <li key={r._id}>
                    <AppLink href={WITH_ID.has(kind) ? `${KIND_TOOLS[kind]}/${r._id}` : KIND_TOOLS[kind]}>
                      {r.name}
                    </AppLink>{" "}
                    <small className="text-body-secondary">
                      {new Date(r.updatedAt).toLocaleDateString()}
                    </small>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </article>
  );
}
