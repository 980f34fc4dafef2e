import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import Tab from "react-bootstrap/Tab";
import Tabs from "react-bootstrap/Tabs";
import type { ApiErrorBody } from "../api/client.ts";
import { type MessageKey, useI18n } from "../i18n/index.ts";
import { completeReset, login, register, requestReset } from "../state/session.ts";
import { AUTH_TABS, type AuthTab } from "./auth-panel.ts";
import { errorToast, toast } from "./toasts.ts";

export interface AuthPanelProps {
  show: boolean;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /** Closing the panel (dismissed, or after a successful sign-in or registration). */
  onHide: () => void;
  /** Login and register request errors, passed up as an error event. */
  onError?: (error: ApiErrorBody) => void;
}

interface Carry {
  username?: string;
  email?: string;
}

const errorBody = (err: unknown): ApiErrorBody =>
  err && typeof err === "object" && "body" in err
    ? (err as { body: ApiErrorBody }).body
    : { statusCode: 500, statusMessage: err instanceof Error ? err.message : String(err) };

function Field(props: {
  name: string;
  label: MessageKey;
  type?: string;
  autoComplete: string;
  required?: boolean;
  value: string;
  onChange: (v: string) => void;
  invalid?: ReactNode;
}) {
  const { t } = useI18n();
  const id = `${useId()}-${props.name}`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{t(props.label)}</Form.Label>
      <Form.Control
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        required={props.required}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        isInvalid={Boolean(props.invalid)}
        aria-describedby={props.invalid ? `${id}-feedback` : undefined}
      />
      {props.invalid ? (
        <Form.Control.Feedback type="invalid" id={`${id}-feedback`}>
          {props.invalid}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}

/** Runs a submit: busy flag, error toast (and the error event when asked), success callback. */
function useSubmit<T>(
  action: () => Promise<T>,
  onSuccess: (result: T) => void,
  onError?: (e: ApiErrorBody) => void,
) {
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const result = await action();
      setBusy(false);
      onSuccess(result);
    } catch (err) {
      setBusy(false);
      errorToast(err);
      onError?.(errorBody(err));
    }
  };
  return { busy, submit };
}

function Submit({ busy, label }: { busy: boolean; label: MessageKey }) {
  const { t } = useI18n();
  return (
    <Button type="submit" variant="primary" disabled={busy} className="w-100">
      {busy ? t("auth.busy") : t(label)}
    </Button>
  );
}

function LoginForm({
  carry,
  onDone,
  onError,
}: {
  carry: Carry;
  onDone: () => void;
  onError?: AuthPanelProps["onError"];
}) {
  const [username, setUsername] = useState(carry.username ?? "");
  const [password, setPassword] = useState("");
  const { busy, submit } = useSubmit(
    () => login({ username, password }),
    () => {
      toast({
        title: { key: "toast.loggedIn.title" },
        body: { key: "toast.loggedIn.body" },
        variant: "success",
      });
      onDone();
    },
    onError,
  );
  return (
    <Form onSubmit={submit} className="auth-form" data-form="login">
      <Field
        name="username"
        label="auth.username"
        autoComplete="username"
        required
        value={username}
        onChange={setUsername}
      />
      <Field
        name="password"
        label="auth.password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      <Submit busy={busy} label="auth.submit.login" />
    </Form>
  );
}

function RegisterForm({ onDone, onError }: { onDone: () => void; onError?: AuthPanelProps["onError"] }) {
  const { t } = useI18n();
  const [f, setF] = useState({
    username: "",
    email: "",
    firstname: "",
    lastname: "",
    password: "",
    confirmPassword: "",
  });
  const set = (key: keyof typeof f) => (v: string) => setF((prev) => ({ ...prev, [key]: v }));
  const mismatch = f.confirmPassword !== "" && f.password !== f.confirmPassword;
  const { busy, submit } = useSubmit(
    () => register(f),
    () => {
      toast({
        title: { key: "toast.registered.title" },
        body: { key: "toast.registered.body" },
        variant: "success",
      });
      onDone();
    },
    onError,
  );
  return (
    <Form onSubmit={submit} className="auth-form" data-form="register">
      <Field
        name="username"
        label="auth.username"
        autoComplete="username"
        value={f.username}
        onChange={set("username")}
      />
      <Field
        name="email"
        label="auth.email"
        type="email"
        autoComplete="email"
        value={f.email}
        onChange={set("email")}
      />
      <Field
        name="firstname"
        label="auth.firstname"
        autoComplete="given-name"
        value={f.firstname}
        onChange={set("firstname")}
      />
      <Field
        name="lastname"
        label="auth.lastname"
        autoComplete="family-name"
        value={f.lastname}
        onChange={set("lastname")}
      />
      <Field
        name="password"
        label="auth.password"
        type="password"
        autoComplete="new-password"
        value={f.password}
        onChange={set("password")}
      />
      <Field
        name="confirmPassword"
        label="auth.confirmPassword"
        type="password"
        autoComplete="new-password"
        value={f.confirmPassword}
        onChange={set("confirmPassword")}
        invalid={mismatch ? t("auth.mismatch") : undefined}
      />
      <Submit busy={busy} label="auth.submit.register" />
    </Form>
  );
}

function ResetForm({ carry, onSent }: { carry: Carry; onSent: (carry: Carry) => void }) {
  const { t } = useI18n();
  const [username, setUsername] = useState(carry.username ?? "");
  const [email, setEmail] = useState(carry.email ?? "");
  const { busy, submit } = useSubmit(
    () => requestReset({ username, email }),
    (res) => {
      toast({ title: { key: "toast.reset.title" }, body: { text: res.message }, variant: "success" });
      onSent({ username, email });
    },
  );
  return (
    <Form onSubmit={submit} className="auth-form" data-form="reset">
      <p className="form-text">{t("auth.resetHelp")}</p>
      <Field
        name="username"
        label="auth.username"
        autoComplete="username"
        required
        value={username}
        onChange={setUsername}
      />
      <Field
        name="email"
        label="auth.email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
      />
      <Submit busy={busy} label="auth.submit.reset" />
    </Form>
  );
}

function CompleteResetForm({ carry, onReset }: { carry: Carry; onReset: (carry: Carry) => void }) {
  const { t } = useI18n();
  const [f, setF] = useState({
    username: carry.username ?? "",
    email: carry.email ?? "",
    token: "",
    password: "",
    confirm: "",
  });
  const set = (key: keyof typeof f) => (v: string) => setF((prev) => ({ ...prev, [key]: v }));
  const mismatch = f.confirm !== "" && f.password !== f.confirm;
  const { busy, submit } = useSubmit(
    () => completeReset(f),
    (res) => {
      toast({ title: { key: "toast.completereset.title" }, body: { text: res.message }, variant: "success" });
      onReset({ username: f.username });
    },
  );
  return (
    <Form onSubmit={submit} className="auth-form" data-form="completereset">
      <p className="form-text">{t("auth.completeHelp")}</p>
      <Field
        name="username"
        label="auth.username"
        autoComplete="username"
        required
        value={f.username}
        onChange={set("username")}
      />
      <Field
        name="email"
        label="auth.email"
        type="email"
        autoComplete="email"
        required
        value={f.email}
        onChange={set("email")}
      />
      <Field
        name="token"
        label="auth.token"
        type="password"
        autoComplete="one-time-code"
        required
        value={f.token}
        onChange={set("token")}
      />
      <Field
        name="password"
        label="auth.password"
        type="password"
        autoComplete="new-password"
        required
        value={f.password}
        onChange={set("password")}
      />
      <Field
        name="confirm"
        label="auth.confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={f.confirm}
        onChange={set("confirm")}
        invalid={mismatch ? t("auth.mismatch") : undefined}
      />
      <Submit busy={busy} label="auth.submit.completereset" />
    </Form>
  );
}

/** The sign-in panel: a modal with four tabs (Login, Register, Request Reset Token, Reset Password). */
export default function AuthPanel({ show, tab, onTabChange, onHide, onError }: AuthPanelProps) {
  const { t } = useI18n();
  const [carry, setCarry] = useState<Carry>({});
  const body = useRef<HTMLDivElement>(null);
  const focusFirst = () => body.current?.querySelector<HTMLElement>(".tab-pane.active input")?.focus();
  const go = (next: AuthTab, c: Carry) => {
    setCarry(c);
    onTabChange(next);
  };
  return (
    <Modal
      show={show}
      onHide={onHide}
      onEntered={focusFirst}
      centered
      aria-labelledby="auth-panel-title"
      className="auth-panel"
    >
      <Modal.Header closeButton closeLabel={t("auth.close")}>
        <Modal.Title id="auth-panel-title">{t("auth.title")}</Modal.Title>
      </Modal.Header>
      <Modal.Body ref={body}>
        <Tabs
          id="auth-tabs"
          activeKey={tab}
          onSelect={(k) => AUTH_TABS.includes(k as AuthTab) && onTabChange(k as AuthTab)}
          className="mb-3"
          fill
          mountOnEnter
        >
          <Tab eventKey="login" title={t("auth.tab.login")}>
            <LoginForm key={carry.username} carry={carry} onDone={onHide} onError={onError} />
          </Tab>
          <Tab eventKey="register" title={t("auth.tab.register")}>
            <RegisterForm onDone={onHide} onError={onError} />
          </Tab>
          <Tab eventKey="reset" title={t("auth.tab.reset")}>
            <ResetForm carry={carry} onSent={(c) => go("completereset", c)} />
          </Tab>
          <Tab eventKey="completereset" title={t("auth.tab.completereset")}>
            <CompleteResetForm
              key={`${carry.username}/${carry.email}`}
              carry={carry}
              onReset={(c) => go("login", c)}
            />
          </Tab>
        </Tabs>
      </Modal.Body>
    </Modal>
  );
}
