import "./world.css";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { openAuthPanel } from "../../app/auth-panel.ts";
import { errorToast, toast } from "../../app/toasts.ts";
import { useI18n } from "../../i18n/index.ts";
import type { NpcApi, NpcRecord, SettingId } from "../../state/world.ts";
import { FilterBar, matchesWords, SelectFilter, TextFilter } from "./Filters.tsx";
import { canEdit, NpcCard, STATUS_KEY } from "./NpcCard.tsx";
import { bodyOf, draftOf, EMPTY_DRAFT, type NpcDraft } from "./npc-draft.ts";
import { useOpenEntries } from "./open-entries.ts";
import { queryList, setHash, useQuery } from "./url.ts";
import { WindowList } from "./WindowList.tsx";

// The form and the confirmation (react-bootstrap's modal) load when they are first needed, so readers
// who never edit do not download them; signed-in users get the form's chunk in advance.
const loadForm = () => import("./NpcForm.tsx");
const NpcForm = lazy(() => loadForm().then((m) => ({ default: m.NpcForm })));
const ConfirmDelete = lazy(() => import("./ConfirmDelete.tsx").then((m) => ({ default: m.ConfirmDelete })));

/**
 * A setting's NPC directory: search and filters (status, ancestry, tags, "mine") in the URL, cards that
 * expand (`#id` opens one), and for signed-in users an inline form to add NPCs and to edit or delete
 * their own. `onChanged` reloads the list after a change; the API enforces ownership whatever is shown.
 */
export function NpcDirectory({
  setting,
  npcs,
  username,
  api,
  onChanged,
}: {
  setting: SettingId;
  /** Every NPC the user may see (other settings are left out here). */
  npcs: NpcRecord[];
  username: string | null;
  api: NpcApi;
  onChanged: () => Promise<void>;
}) {
  const { t } = useI18n();
  const [query, setQuery] = useQuery();
  const q = query.get("q") ?? "";
  const status = query.get("status") ?? "";
  const ancestry = query.get("ancestry") ?? "";
  const tags = queryList(query, "tag");
  const mine = query.get("mine") === "1" && Boolean(username);
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<NpcRecord | null>(null);
  const [usedConfirm, setUsedConfirm] = useState(false);
  useEffect(() => {
    if (deleting) setUsedConfirm(true);
  }, [deleting]);
  const [busy, setBusy] = useState(false);
  // The confirmation stays mounted once used, so it can fade out.
  const askedToDelete = deleting !== null || busy || usedConfirm;
  useEffect(() => {
    if (username) void loadForm();
  }, [username]);

  const own = useMemo(() => npcs.filter((n) => n.setting.toLowerCase() === setting), [npcs, setting]);
  const { open, setOpen, hash, toggle } = useOpenEntries(own, "_id");

  const ancestries = useMemo(
    () => [...new Set(own.map((n) => n.ancestry?.trim()).filter((a): a is string => Boolean(a)))].sort(),
    [own],
  );
  const allTags = useMemo(() => [...new Set(own.flatMap((n) => n.tags ?? []))].sort(), [own]);
  const shown = useMemo(
    () =>
      own
        .filter(
          (n) =>
            n._id === hash ||
            ((!status || n.status === status) &&
              (!ancestry || n.ancestry === ancestry) &&
              tags.every((tag) => n.tags?.includes(tag)) &&
              (!mine || n.ownerName === username) &&
              matchesWords(
                `${n.name} ${n.occupation ?? ""} ${n.home ?? ""} ${n.ancestry ?? ""} ${(n.tags ?? []).join(" ")} ${n.description ?? ""}`,
                q,
              )),
        )
        .sort((a, b) => a.name.localeCompare(b.name)),
    [own, hash, status, ancestry, tags, mine, username, q],
  );

  const addTag = (tag: string) => {
    if (!tags.includes(tag)) setQuery({ tag: [...tags, tag].join(",") });
  };
  const removeTag = (tag: string) => setQuery({ tag: tags.filter((x) => x !== tag).join(",") || null });

  const create = async (draft: NpcDraft) => {
    const saved = await api.create(bodyOf(draft, setting));
    await onChanged();
    setAdding(false);
    setOpen((s) => new Set(s).add(saved._id));
    setHash(saved._id);
    toast({ title: { key: "npc.created" }, body: { text: saved.name }, variant: "success" });
  };
  const update = (npc: NpcRecord) => async (draft: NpcDraft) => {
    const saved = await api.update({
      ...bodyOf(draft, (npc.setting.toLowerCase() as SettingId) || setting),
      _id: npc._id,
      version: npc.version ?? 1,
    });
    await onChanged();
    setEditing(null);
    toast({ title: { key: "npc.saved" }, body: { text: saved.name }, variant: "success" });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const res = await api.remove(deleting._id);
      if (res.deletedCount > 0) {
        toast({ title: { key: "npc.deleted" }, body: { text: deleting.name }, variant: "success" });
        if (hash === deleting._id) setHash(null, { replace: true });
        await onChanged();
      }
      setDeleting(null);
    } catch (err) {
      errorToast(err);
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };
  const reloadNpc = (npc: NpcRecord) => async () => {
    const fresh = await api.get(npc._id);
    await onChanged();
    return draftOf(fresh);
  };

  const renderNpc = (npc: NpcRecord) => {
    const editable = canEdit(npc, username);
    if (editing === npc._id && editable) {
      return (
        <div id={npc._id} className="npc-card editing">
          <Suspense fallback={<p className="page-loading">{t("loading")}</p>}>
            <NpcForm
              // A reloaded NPC (new version) gets a fresh form.
              key={npc.version}
              initial={draftOf(npc)}
              title={t("npc.formTitleEdit", { name: npc.name })}
              submitLabel={t("npc.save")}
              save={update(npc)}
              onCancel={() => setEditing(null)}
              onReload={reloadNpc(npc)}
            />
          </Suspense>
        </div>
      );
    }
    return (
      <NpcCard
        npc={npc}
        expanded={open.has(npc._id)}
        target={hash === npc._id}
        editable={editable}
        isOwner={Boolean(username) && npc.ownerName === username}
        onToggle={() => toggle(npc._id)}
        onEdit={() => setEditing(npc._id)}
        onDelete={() => setDeleting(npc)}
        onTag={addTag}
      />
    );
  };

  return (
    <div className="npc-directory">
      <FilterBar
        label={t("npc.filters")}
        shown={shown.length}
        total={own.length}
        onClear={() => setQuery({ q: null, status: null, ancestry: null, tag: null, mine: null })}
      >
        <TextFilter label={t("world.search")} value={q} onChange={(v) => setQuery({ q: v })} />
        <SelectFilter
          label={t("npc.status")}
          value={status}
          anyLabel={t("world.any")}
          options={["alive", "dead", "unknown"].map((s) => ({ value: s, label: t(STATUS_KEY[s]!) }))}
          onChange={(v) => setQuery({ status: v })}
        />
        <SelectFilter
          label={t("npc.ancestry")}
          value={ancestry}
          anyLabel={t("world.any")}
          options={ancestries.map((a) => ({ value: a, label: a }))}
          onChange={(v) => setQuery({ ancestry: v })}
        />
        <SelectFilter
          label={t("npc.addTag")}
          value=""
          anyLabel={t("npc.chooseTag")}
          options={allTags.filter((x) => !tags.includes(x)).map((x) => ({ value: x, label: x }))}
          onChange={(v) => v && addTag(v)}
        />
        {username ? (
          <div className="world-field world-field-check">
            <div className="form-check">
              <input
                id="npc-mine"
                type="checkbox"
                className="form-check-input"
                checked={mine}
                onChange={(e) => setQuery({ mine: e.target.checked ? "1" : null })}
              />
              <label htmlFor="npc-mine" className="form-check-label">
                {t("npc.onlyMine")}
              </label>
            </div>
          </div>
        ) : null}
      </FilterBar>
      {tags.length ? (
        <ul className="active-tags" aria-label={t("npc.activeTags")}>
          {tags.map((tag) => (
            <li key={tag}>
              <button type="button" className="npc-tag active" onClick={() => removeTag(tag)}>
                {tag} <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t("npc.removeTag")}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="world-list-tools">
        {username ? (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => setAdding(true)}
            disabled={adding}
          >
            {t("npc.add")}
          </button>
        ) : (
          <p className="npc-signin">
            <button
              type="button"
              className="btn btn-link btn-sm p-0 align-baseline"
              onClick={() => openAuthPanel()}
            >
              {t("npc.signIn")}
            </button>{" "}
            {t("npc.signInToAdd")}
          </p>
        )}
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() =>
            setOpen(shown.every((n) => open.has(n._id)) ? new Set() : new Set(shown.map((n) => n._id)))
          }
        >
          {shown.length && shown.every((n) => open.has(n._id))
            ? t("world.collapseAll")
            : t("world.expandAll")}
        </button>
      </div>

      {adding && username ? (
        <div className="npc-card editing">
          <Suspense fallback={<p className="page-loading">{t("loading")}</p>}>
            <NpcForm
              initial={EMPTY_DRAFT}
              title={t("npc.formTitleNew")}
              submitLabel={t("npc.create")}
              save={create}
              onCancel={() => setAdding(false)}
            />
          </Suspense>
        </div>
      ) : null}

      {shown.length === 0 ? (
        <p className="world-empty">{own.length ? t("world.noResults") : t("npc.none")}</p>
      ) : null}
      <WindowList items={shown} getKey={(n) => n._id} render={renderNpc} target={hash} className="npc-list" />

      {askedToDelete ? (
        <Suspense fallback={null}>
          <ConfirmDelete
            show={deleting !== null}
            name={deleting?.name ?? ""}
            busy={busy}
            onConfirm={confirmDelete}
            onCancel={() => setDeleting(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
