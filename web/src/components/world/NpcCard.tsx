import "./world.css";
import { useMemo } from "react";
import { type MessageKey, useI18n } from "../../i18n/index.ts";
import type { NpcRecord } from "../../state/world.ts";
import { HtmlView } from "../HtmlView.tsx";
import { useOpenEntries } from "./open-entries.ts";
import { WindowList } from "./WindowList.tsx";

export const STATUS_KEY: Record<string, MessageKey> = {
  alive: "npc.status.alive",
  dead: "npc.status.dead",
  unknown: "npc.status.unknown",
};

/** The content owner: NPCs seeded from data/ change there, never through the API. */
export const CONTENT_OWNER = "tabletome";

export function canEdit(npc: NpcRecord, username: string | null | undefined): boolean {
  return Boolean(username) && npc.ownerName === username && npc.owner !== CONTENT_OWNER;
}

/** One NPC: name, occupation, status and tags at a glance; the rest when expanded. */
export function NpcCard({
  npc,
  expanded,
  target,
  editable,
  isOwner,
  onToggle,
  onEdit,
  onDelete,
  onTag,
}: {
  npc: NpcRecord;
  expanded: boolean;
  target: boolean;
  editable: boolean;
  isOwner: boolean;
  onToggle: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Tags become filter buttons when this is given. */
  onTag?: ((tag: string) => void) | undefined;
}) {
  const { t } = useI18n();
  const bodyId = `${npc._id}-body`;
  const facts: [string, string | number | undefined][] = [
    [t("npc.ancestry"), npc.ancestry],
    [t("npc.home"), npc.home],
    [t("npc.born"), npc.born],
    [t("npc.died"), npc.died],
  ];
  return (
    <article
      id={npc._id}
      className={`npc-card${target ? " is-target" : ""}`}
      aria-labelledby={`${npc._id}-name`}
    >
      <header className="npc-card-head">
        <h2 className="npc-name" id={`${npc._id}-name`}>
          <button
            type="button"
            className="npc-toggle"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={onToggle}
          >
            <span className="row-caret" aria-hidden="true" />
            {npc.name}
          </button>
        </h2>
        <div className="npc-badges">
          {npc.status ? (
            <span className={`badge npc-status npc-status-${npc.status}`}>{t(STATUS_KEY[npc.status]!)}</span>
          ) : null}
          {npc.gmOnly && isOwner ? <span className="badge npc-gm">{t("npc.gmOnly")}</span> : null}
          {isOwner ? <span className="badge npc-mine">{t("npc.yours")}</span> : null}
        </div>
      </header>
      {npc.occupation || npc.ancestry ? (
        <p className="npc-summary">
          {[npc.ancestry, npc.occupation].filter(Boolean).join(" · ")}
          {npc.home ? <span className="text-body-secondary"> · {npc.home}</span> : null}
        </p>
      ) : null}
      {npc.tags?.length ? (
        <ul className="npc-tags" aria-label={t("npc.tags")}>
          {npc.tags.map((tag) => (
            <li key={tag}>
              {onTag ? (
                <button
                  type="button"
                  className="npc-tag"
                  onClick={() => onTag(tag)}
                  title={t("npc.filterTag", { tag })}
                >
                  {tag}
                </button>
              ) : (
                <span className="npc-tag">{tag}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div id={bodyId} className="npc-body" hidden={!expanded}>
        {expanded ? (
          <>
            <dl className="world-facts compact">
              {facts
                .filter(([, v]) => v !== undefined && v !== "")
                .map(([k, v]) => (
                  <div key={k}>
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
            </dl>
            {npc.descriptionHtml ? <HtmlView html={npc.descriptionHtml} /> : null}
            {npc.motivationsHtml ? (
              <>
                <h3 className="world-subhead">{t("npc.motivations")}</h3>
                <HtmlView html={npc.motivationsHtml} />
              </>
            ) : null}
            {npc.associatesHtml ? (
              <>
                <h3 className="world-subhead">{t("npc.associates")}</h3>
                <HtmlView html={npc.associatesHtml} />
              </>
            ) : null}
            {npc.ownerName && npc.owner !== CONTENT_OWNER ? (
              <p className="npc-owner text-body-secondary">{t("npc.addedBy", { name: npc.ownerName })}</p>
            ) : null}
            {editable ? (
              <div className="npc-actions">
                <button type="button" className="btn btn-sm btn-outline-primary" onClick={onEdit}>
                  {t("npc.edit")}
                  <span className="visually-hidden"> {npc.name}</span>
                </button>
                <button type="button" className="btn btn-sm btn-outline-danger" onClick={onDelete}>
                  {t("npc.delete")}
                  <span className="visually-hidden"> {npc.name}</span>
                </button>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </article>
  );
}

/**
 * A read-only list of NPCs (for a setting without a directory of its own: Kentris's people are listed on
 * its bestiary page). Cards expand; `#id` opens one.
 */
export function NpcList({ npcs }: { npcs: NpcRecord[] }) {
  const { open, hash, toggle } = useOpenEntries(npcs, "_id");
  const sorted = useMemo(() => [...npcs].sort((a, b) => a.name.localeCompare(b.name)), [npcs]);
  return (
    <WindowList
      items={sorted}
      getKey={(n) => n._id}
      target={hash}
      className="npc-list"
      render={(npc) => (
        <NpcCard
          npc={npc}
          expanded={open.has(npc._id)}
          target={hash === npc._id}
          editable={false}
          isOwner={false}
          onToggle={() => toggle(npc._id)}
        />
      )}
    />
  );
}
