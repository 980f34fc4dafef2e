import "./world.css";
import { useRef } from "react";
import Modal from "react-bootstrap/Modal";
import { useI18n } from "../../i18n/index.ts";

/** Asks before deleting; declining (Cancel, Escape, the close button) does nothing. */
export function ConfirmDelete({
  show,
  name,
  busy,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      show={show}
      onHide={onCancel}
      onEntered={() => cancel.current?.focus()}
      centered
      aria-labelledby="npc-delete-title"
      className="npc-delete-modal"
    >
      <Modal.Header closeButton closeLabel={t("auth.close")}>
        <Modal.Title id="npc-delete-title" as="h2" className="h5">
          {t("npc.confirmTitle", { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t("npc.confirm")}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} ref={cancel}>
          {t("npc.cancel")}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          {t("npc.delete")}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
