import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { usePasswordStrength } from "../hooks/use-password-strength";
import { PasswordStrengthMeter } from "./password-strength-meter";

/** The meter as the forms use it: a password box, the hook and the meter under it. */
function Harness({ firstName }: { firstName?: string }) {
  const [password, setPassword] = useState("");
  const strength = usePasswordStrength(password, { firstName });
  return (
    <>
      <label htmlFor="pw">Password</label>
      <input id="pw" value={password} onChange={(event) => setPassword(event.target.value)} />
      <PasswordStrengthMeter id="pw-strength" active={password.length > 0} strength={strength} />
      <output data-testid="score">{strength?.score ?? ""}</output>
    </>
  );
}

const ESTIMATOR_LOAD = { timeout: 10_000 };

describe("PasswordStrengthMeter", () => {
  it("shows nothing until something is typed", () => {
    render(<Harness />);
    expect(screen.queryByTestId("password-strength")).not.toBeInTheDocument();
  });

  it.each(["12345678", "password1", "qwertyuiop"])("rates %s as too easy to guess, saying why", async (password) => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText("Password"), password);
    const meter = await screen.findByText(/^Strength: (very weak|weak)\.$/, {}, ESTIMATOR_LOAD);
    expect(meter).toBeInTheDocument();
    expect(Number(screen.getByTestId("score").textContent)).toBeLessThan(3);
    expect(screen.getByTestId("password-strength").textContent).toMatch(/used password|easy to guess/);
  });

  it("rates a long phrase of unrelated words as strong, without advice", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText("Password"), "amber-falcon-orchard-7");
    expect(await screen.findByText("Strength: very strong.", {}, ESTIMATOR_LOAD)).toBeInTheDocument();
    expect(screen.getByTestId("password-strength").textContent).toBe("Strength: very strong.");
  });

  it("counts the user's own name against the password, as the server does", async () => {
    const user = userEvent.setup();
    render(<Harness firstName="Abdulrahman" />);
    await user.type(screen.getByLabelText("Password"), "Abdulrahman1");
    await screen.findByText(/^Strength: /, {}, ESTIMATOR_LOAD);
    expect(Number(screen.getByTestId("score").textContent)).toBeLessThan(3);
    expect(screen.getByText(/should not contain your name/)).toBeInTheDocument();
  });

  it("speaks Arabic", async () => {
    await i18n.changeLanguage("ar");
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText("Password"), "12345678");
    expect(await screen.findByText(/^القوة: ضعيفة جداً\.$/, {}, ESTIMATOR_LOAD)).toBeInTheDocument();
  });
});
