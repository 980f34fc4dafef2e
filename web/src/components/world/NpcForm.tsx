import "./world.css";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { ApiError } from "../../api/client.ts";
import { type MessageKey, useI18n } from "../../i18n/index.ts";
import type { NpcStatus } from "../../state/world.ts";
import type { NpcDraft } from "./npc-draft.ts";

type Field = keyof NpcDraft;
const FIELDS: Field[] = [
  "name",
  "ancestry",
  "occupation",
  "home",
  "status",
  "born",
  "died",
  "description",
  "motivations",
  "associates",
  "tags",
  "gmOnly",
];
/** The schema's limits (core/schemas/api.ts), so the inputs stop where the API would refuse. */
const MAX: Partial<Record<Field, number>> = {
  name: 120,
  ancestry: 80,
  occupation: 160,
  home: 160,
  born: 60,
  died: 60,
  description: 20000,
  motivations: 10000,
  associates: 10000,
};

/** "/tags/3" -> "tags"; fields the form does not have go to the form-level message. */
function fieldOfPath(path: string): Field | undefined {
  const first = path.replace(/^\//, "").split("/")[0] as Field;
  return FIELDS.includes(first) ? first : undefined;
}

export type SaveOutcome = { ok: true } | { ok: false };

/**
 * The inline NPC form. `save` sends the body; the form shows the API's validation messages next to their
 * fields (400), explains a version conflict in the API's words with a way to load the other version
 * (409), and shows any other failure above the buttons.
 */
export function NpcForm({
  initial,
  title,
  submitLabel,
  save,
  onCancel,
  onReload,
}: {
  initial: NpcDraft;
  title: string;
  submitLabel: string;
  save: (draft: NpcDraft) => Promise<unknown>;
  onCancel: () => void;
  /** For a conflict: fetches the NPC as it is now; the form then shows that version. */
  onReload?: () => Promise<NpcDraft>;
}) {
  const { t } = useI18n();
  const uid = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const [formError, setFormError] = useState<string[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends Field>(key: K, value: NpcDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const id = (f: Field) => `${uid}-${f}`;

  const focusFirstError = (fields: Field[]) => {
    requestAnimationFrame(() => {
      const first = FIELDS.find((f) => fields.includes(f));
      const el = first ? formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`) : null;
      el?.focus();
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setFormError([]);
    setConflict(null);
    try {
      await save(draft);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setConflict(err.body.statusMessage);
      } else if (err instanceof ApiError && err.status === 400 && err.body.errors?.length) {
        const byField: Partial<Record<Field, string[]>> = {};
        const general: string[] = [];
        for (const problem of err.body.errors) {
          const f = fieldOfPath(problem.path);
          if (f) byField[f] = [...(byField[f] ?? []), problem.message];
          else general.push(problem.message);
        }
        setErrors(byField);
        setFormError([t("npc.fixErrors"), ...general]);
        focusFirstError(Object.keys(byField) as Field[]);
      } else {
        setFormError([err instanceof Error ? err.message : String(err)]);
      }
    } finally {
      setBusy(false);
    }
  };

  const reload = async () => {
    if (!onReload) return;
    setBusy(true);
    try {
      const fresh = await onReload();
      setDraft(fresh);
      setConflict(null);
      setErrors({});
      setFormError([]);
    } catch (err) {
      setFormError([err instanceof Error ? err.message : String(err)]);
    } finally {
      setBusy(false);
    }
  };

  const feedback = (f: Field) =>
    errors[f]?.length ? (
      <div id={`${id(f)}-error`} className="invalid-feedback d-block">
        {errors[f]!.join(" ")}
      </div>
    ) : null;
  const describedBy = (f: Field, help?: boolean) =>
    [errors[f]?.length ? `${id(f)}-error` : "", help ? `${id(f)}-help` : ""].filter(Boolean).join(" ") ||
    undefined;

  const input = (
    f: Exclude<Field, "status" | "gmOnly" | "description" | "motivations" | "associates">,
    labelKey: MessageKey,
    extra?: { help?: ReactNode; required?: boolean },
  ) => (
    <div className={`npc-field npc-field-${f}`}>
      <label htmlFor={id(f)} className="form-label">
        {t(labelKey)}
        {extra?.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id(f)}
        type="text"
        className={`form-control${errors[f]?.length ? " is-invalid" : ""}`}
        value={draft[f]}
        maxLength={MAX[f]}
        aria-required={extra?.required || undefined}
        aria-invalid={errors[f]?.length ? true : undefined}
        aria-describedby={describedBy(f, Boolean(extra?.help))}
        onChange={(e) => set(f, e.target.value)}
      />
      {extra?.help ? (
        <div id={`${id(f)}-help`} className="form-text">
          {extra.help}
        </div>
      ) : null}
      {feedback(f)}
    </div>
  );
  const area = (f: "description" | "motivations" | "associates", labelKey: MessageKey, rows: number) => (
    <div className={`npc-field npc-field-${f}`}>
      <label htmlFor={id(f)} className="form-label">
        {t(labelKey)}
      </label>
      <textarea
        id={id(f)}
        className={`form-control${errors[f]?.length ? " is-invalid" : ""}`}
        rows={rows}
        value={draft[f]}
        maxLength={MAX[f]}
        aria-invalid={errors[f]?.length ? true : undefined}
        aria-describedby={describedBy(f, f === "description")}
        onChange={(e) => set(f, e.target.value)}
      />
      {f === "description" ? (
        <div id={`${id(f)}-help`} className="form-text">
          {t("npc.markdownHelp")}
        </div>
      ) : null}
      {feedback(f)}
    </div>
  );

  return (
    <form ref={formRef} className="npc-form" noValidate onSubmit={submit} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="npc-form-title">
        {title}
      </h2>
      <div className="npc-form-grid">
        {input("name", "npc.name", { required: true })}
        {input("occupation", "npc.occupation")}
        {input("ancestry", "npc.ancestry")}
        {input("home", "npc.home")}
        <div className="npc-field npc-field-status">
          <label htmlFor={id("status")} className="form-label">
            {t("npc.status")}
          </label>
          <select
            id={id("status")}
            className={`form-select${errors.status?.length ? " is-invalid" : ""}`}
            value={draft.status}
            aria-invalid={errors.status?.length ? true : undefined}
            aria-describedby={describedBy("status")}
            onChange={(e) => set("status", e.target.value as NpcStatus | "")}
          >
            <option value="">{t("npc.status.none")}</option>
            <option value="alive">{t("npc.status.alive")}</option>
            <option value="dead">{t("npc.status.dead")}</option>
            <option value="unknown">{t("npc.status.unknown")}</option>
          </select>
          {feedback("status")}
        </div>
        {input("born", "npc.born")}
        {input("died", "npc.died")}
        {input("tags", "npc.tags", { help: t("npc.tagsHelp") })}
      </div>
      {area("description", "npc.description", 5)}
      {area("motivations", "npc.motivations", 3)}
      {area("associates", "npc.associates", 3)}
      <div className="form-check npc-field">
        <input
          id={id("gmOnly")}
          type="checkbox"
          className={`form-check-input${errors.gmOnly?.length ? " is-invalid" : ""}`}
          checked={draft.gmOnly}
          aria-describedby={`${id("gmOnly")}-help`}
          onChange={(e) => set("gmOnly", e.target.checked)}
        />
        <label htmlFor={id("gmOnly")} className="form-check-label">
          {t("npc.gmOnly")}
        </label>
        <div id={`${id("gmOnly")}-help`} className="form-text">
          {t("npc.gmOnlyHelp")}
        </div>
        {feedback("gmOnly")}
      </div>
      {conflict ? (
        <div className="alert alert-warning npc-conflict" role="alert">
          <p className="mb-2">{conflict}</p>
          {onReload ? (
            <button type="button" className="btn btn-sm btn-secondary" onClick={reload} disabled={busy}>
              {t("npc.reload")}
            </button>
          ) : null}
        </div>
      ) : null}
      {formError.length ? (
        <div className="alert alert-danger npc-form-error" role="alert">
          {formError.map((m) => (
            <p key={m} className="mb-0">
              {m}
            </p>
          ))}
        </div>
      ) : null}
      <div className="npc-form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t("npc.saving") : submitLabel}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
          {t("npc.cancel")}
        </button>
      </div>
    </form>
  );
}
