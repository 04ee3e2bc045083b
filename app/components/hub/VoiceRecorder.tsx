// The in-page recorder (ADR 100): loaded by GroupChat only once the chat is on screen with JavaScript and the browser
// can record, so no other page and no first view carries it. The recording goes out through the chat form's own
// `audio` field, so the server path is the file input's.
import { useEffect, useRef, useState } from "react";
import { useStrings } from "~/lib/i18n";
import {
  baseType,
  chooseRecordingType,
  formatElapsed,
  microphoneProblem,
  RECORDING_BITS_PER_SECOND,
  RECORDING_LIMIT_MS,
  recordingFileName,
} from "./recorder-logic";

type Step =
  | { name: "idle" }
  | { name: "starting" }
  | { name: "recording"; recorder: MediaRecorder; startedAt: number }
  | { name: "preview"; url: string };

/** Record, stop (or stop by itself at two minutes), hear it back, then send it with the form or discard it. */
export default function VoiceRecorder({ onRecorded, sending }: { onRecorded: (file: File | null) => void; sending: boolean }) {
  const t = useStrings().hub.groups;
  const [type] = useState(() => chooseRecordingType((candidate) => MediaRecorder.isTypeSupported(candidate)));
  const [step, setStep] = useState<Step>({ name: "idle" });
  const [elapsed, setElapsed] = useState(0);
  const [problem, setProblem] = useState<"denied" | "unavailable" | "capped" | null>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  // What must be let go when the chat closes mid-recording: the microphone and the preview's object URL.
  const live = useRef<{ stream?: MediaStream; recorder?: MediaRecorder; url?: string }>({});
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const { stream, recorder, url } = live.current;
      if (recorder && recorder.state !== "inactive") {
        recorder.ondataavailable = null;
        recorder.onstop = null;
        recorder.stop();
      }
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (url) URL.revokeObjectURL(url);
    };
  }, []);

  // The clock, and the stop at the limit: the recorder never runs past what the server takes.
  useEffect(() => {
    if (step.name !== "recording") return;
    const tick = () => {
      const gone = performance.now() - step.startedAt;
      setElapsed(gone);
      if (gone >= RECORDING_LIMIT_MS && step.recorder.state === "recording") {
        setProblem("capped");
        step.recorder.stop();
      }
    };
    const clock = window.setInterval(tick, 250);
    const limit = window.setTimeout(tick, RECORDING_LIMIT_MS - (performance.now() - step.startedAt));
    return () => {
      window.clearInterval(clock);
      window.clearTimeout(limit);
    };
  }, [step]);

  useEffect(() => {
    if (step.name === "preview") sendRef.current?.focus();
  }, [step.name]);

  if (!type) return null;

  async function start(mimeType: string) {
    setProblem(null);
    setElapsed(0);
    setStep({ name: "starting" });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (!mounted.current) return;
      setProblem(microphoneProblem(error));
      setStep({ name: "idle" });
      return;
    }
    // The chat closed while the browser asked for the microphone: let it go at once.
    if (!mounted.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: RECORDING_BITS_PER_SECOND });
    } catch {
      for (const track of stream.getTracks()) track.stop();
      setProblem("unavailable");
      setStep({ name: "idle" });
      return;
    }
    live.current = { ...live.current, stream, recorder };
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      const recorded = recorder.mimeType || mimeType;
      const file = new File(chunks, recordingFileName(recorded), { type: baseType(recorded) });
      const url = URL.createObjectURL(file);
      live.current = { url };
      onRecorded(file);
      setStep({ name: "preview", url });
    };
    recorder.start();
    setStep({ name: "recording", recorder, startedAt: performance.now() });
  }

  function discard() {
    if (live.current.url) URL.revokeObjectURL(live.current.url);
    live.current = {};
    onRecorded(null);
    setProblem(null);
    setStep({ name: "idle" });
  }

  return (
    <div className="voice-recorder">
      {step.name === "idle" || step.name === "starting" ? (
        <button type="button" className="button button-ghost" disabled={step.name === "starting"} onClick={() => start(type)}>
          <span aria-hidden="true">●</span> {t.record}
        </button>
      ) : null}
      {step.name === "recording" ? (
        <>
          <span role="timer" className="voice-recorder-clock" data-testid="recording-clock">
            <span className="dot dot-rec" aria-hidden="true" /> {t.recordingFor(formatElapsed(elapsed))}
          </span>
          <button type="button" className="button" onClick={() => step.recorder.stop()}>
            <span aria-hidden="true">■</span> {t.stopRecording}
          </button>
        </>
      ) : null}
      {step.name === "preview" ? (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: the sender's own recording, heard back before sending (ADR 100). */}
          <audio controls src={step.url} aria-label={t.recordingPreview} />
          <span className="voice-recorder-actions">
            <button ref={sendRef} type="submit" className="button" disabled={sending}>
              {t.sendRecording}
            </button>
            <button type="button" className="button button-ghost" onClick={discard}>
              {t.discardRecording}
            </button>
          </span>
        </>
      ) : null}
      {problem ? (
        <p role={problem === "capped" ? "status" : "alert"} className={problem === "capped" ? "muted" : "field-error"}>
          {problem === "denied" ? t.micDenied : problem === "unavailable" ? t.micUnavailable : t.recordingCapped}
        </p>
      ) : null}
    </div>
  );
}
