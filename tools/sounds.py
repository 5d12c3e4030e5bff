"""Synthesise the game's sound effects and encode them to OGG Vorbis: ``python -m tools.sounds``.

Every effect is made here from sine tones, simple waveforms and seeded noise (pure
standard library: ``math``, ``random``, ``wave``), so the files carry the project's own
licence and rebuild the same from the same recipe. Each is written as a 16-bit mono WAV
at :data:`RATE` Hz into a temporary folder and encoded by Debian's ``oggenc`` (package
``vorbis-tools``) at quality :data:`QUALITY` with a fixed stream serial number, into
``assets/sounds/<name>.ogg`` (OGG Vorbis is what the browser build plays).

Only this tool runs a subprocess; the game just loads the files it wrote
(``game/ui/common/sound.py``). ``--out DIR`` writes elsewhere (for a check),
``--wav DIR`` also keeps the WAV files for listening.
"""

from __future__ import annotations

import argparse
import math
import random
import shutil
import subprocess
import sys
import tempfile
import wave
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "sounds"
RATE = 22050
"""Samples per second (mono)."""
QUALITY = 1
"""oggenc quality (-1..10): 1 is about 45 kbit/s for mono 22 kHz, plenty for short effects."""
SERIAL = 1205
"""Fixed Ogg stream serial number (oggenc picks a random one otherwise)."""
PEAK = 0.8
"""Every effect is normalised to this peak (of full scale), then scaled by its level."""

Samples = list[float]


# -- building blocks --------------------------------------------------------------------------------
def silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def envelope(n: int, attack: float, decay: float) -> Samples:
    """Linear attack over ``attack`` seconds, then exponential decay with time constant ``decay``."""
    attack_n = max(1, int(RATE * attack))
    out = []
    for i in range(n):
        if i < attack_n:
            out.append(i / attack_n)
        else:
            out.append(math.exp(-(i - attack_n) / (RATE * decay)))
    return out


def tone(
    freq: float, seconds: float, *, attack: float = 0.004, decay: float = 0.2, harmonics: Sequence[float] = (1.0,)
) -> Samples:
    """A decaying tone; ``harmonics`` are the amplitudes of the 1st, 2nd, ... partials."""
    n = int(RATE * seconds)
    env = envelope(n, attack, decay)
    step = 2 * math.pi * freq / RATE
    return [
        env[i] * sum(a * math.sin(step * (k + 1) * i) for k, a in enumerate(harmonics) if a)
        for i in range(n)
    ]


def sweep(
    start: float, end: float, seconds: float, *, attack: float = 0.01, decay: float = 0.3, square: float = 0.0
) -> Samples:
    """A tone gliding exponentially from ``start`` to ``end`` Hz; ``square`` mixes in a third harmonic."""
    n = int(RATE * seconds)
    env = envelope(n, attack, decay)
    phase = 0.0
    out = []
    for i in range(n):
        freq = start * (end / start) ** (i / max(1, n - 1))
        phase += 2 * math.pi * freq / RATE
        out.append(env[i] * (math.sin(phase) + square * math.sin(3 * phase) / 3))
    return out


def noise(
    rng: random.Random, seconds: float, *, attack: float = 0.002, decay: float = 0.05, smooth: float = 0.0
) -> Samples:
    """Seeded white noise through a one-pole low-pass (``smooth`` 0 = none, near 1 = dark)."""
    n = int(RATE * seconds)
    env = envelope(n, attack, decay)
    out = []
    last = 0.0
    for i in range(n):
        last = smooth * last + (1 - smooth) * rng.uniform(-1.0, 1.0)
        out.append(env[i] * last)
    return out


def highpass(samples: Samples, amount: float = 0.9) -> Samples:
    """A one-pole high-pass: keeps the crisp part of a noise burst."""
    out = []
    prev_in = prev_out = 0.0
    for x in samples:
        prev_out = amount * (prev_out + x - prev_in)
        prev_in = x
        out.append(prev_out)
    return out


def mix(length_s: float, *parts: tuple[float, float, Samples]) -> Samples:
    """Sum ``(start seconds, gain, samples)`` parts into one buffer ``length_s`` long."""
    out = [0.0] * int(RATE * length_s)
    for start, gain, samples in parts:
        offset = int(RATE * start)
        for i, x in enumerate(samples):
            if offset + i >= len(out):
                break
            out[offset + i] += gain * x
    return out


def fade_out(samples: Samples, seconds: float = 0.02) -> Samples:
    """Ramp the tail to zero so no effect ends in a click."""
    n = min(len(samples), int(RATE * seconds))
    out = list(samples)
    for i in range(n):
        out[len(out) - n + i] *= 1 - (i + 1) / n
    return out


def note(semitones_from_a4: int) -> float:
    return 440.0 * 2 ** (semitones_from_a4 / 12)


A3, D4, F4, FS4, G4, A4 = (note(s) for s in (-12, -7, -4, -3, -2, 0))
C5, D5, E5, G5, C6, E6 = (note(s) for s in (3, 5, 7, 10, 15, 19))
BELL = (1.0, 0.0, 0.35, 0.0, 0.12)
BRASS = (1.0, 0.6, 0.45, 0.3, 0.2, 0.12)


# -- the effects --------------------------------------------------------------------------------------
def deal(rng: random.Random) -> Samples:
    """A quick riffle: four soft card flicks."""
    flicks = [(0.07 * i, 1.0 - 0.12 * i, highpass(noise(rng, 0.06, decay=0.012, smooth=0.3), 0.85)) for i in range(4)]
    return mix(0.34, *flicks)


def play(rng: random.Random) -> Samples:
    """A card laid on the felt: a crisp slap over a soft low thump."""
    slap = highpass(noise(rng, 0.09, decay=0.018, smooth=0.2), 0.8)
    thump = tone(150, 0.09, attack=0.002, decay=0.025)
    return mix(0.12, (0.0, 1.0, slap), (0.0, 0.5, thump))


def pass_(rng: random.Random) -> Samples:
    """A soft falling two-note blip."""
    return mix(
        0.26,
        (0.0, 1.0, tone(D5, 0.12, decay=0.05, harmonics=(1.0, 0.15))),
        (0.1, 0.9, tone(A4, 0.16, decay=0.06, harmonics=(1.0, 0.15))),
    )


def bomb(rng: random.Random) -> Samples:
    """A low boom: a falling sine under dark rumbling noise."""
    boom = sweep(120, 38, 0.8, attack=0.004, decay=0.22)
    rumble = noise(rng, 0.8, attack=0.003, decay=0.18, smooth=0.93)
    crack = highpass(noise(rng, 0.05, decay=0.01), 0.7)
    return mix(0.8, (0.0, 1.0, boom), (0.0, 2.2, rumble), (0.0, 0.35, crack))


def rocket(rng: random.Random) -> Samples:
    """A rising whoosh that bursts with a bright crack."""
    rise = sweep(180, 1400, 0.5, attack=0.25, decay=0.5, square=0.4)
    hiss = highpass(noise(rng, 0.5, attack=0.4, decay=0.15, smooth=0.2), 0.9)
    burst = noise(rng, 0.45, attack=0.002, decay=0.09, smooth=0.6)
    sparkle = tone(E6, 0.35, decay=0.08, harmonics=BELL)
    return mix(0.95, (0.0, 0.7, rise), (0.0, 0.35, hiss), (0.5, 1.1, burst), (0.52, 0.3, sparkle))


def spring(rng: random.Random) -> Samples:
    """A bright rising bell arpeggio (the whole deal went one way)."""
    notes = (C5, E5, G5, C6, E6)
    parts = [(0.07 * i, 0.8, tone(f, 0.4, decay=0.12, harmonics=BELL)) for i, f in enumerate(notes)]
    return mix(0.75, *parts)


def cut_in(rng: random.Random) -> Samples:
    """A short bold brass stab, two hits, for rule cut-ins (Revolution, 8 Cut, ...)."""
    def chord(seconds: float, decay: float) -> Samples:
        return mix(
            seconds, *((0.0, 1.0, tone(f, seconds, attack=0.006, decay=decay, harmonics=BRASS)) for f in (D4, FS4, A4))
        )

    hit = highpass(noise(rng, 0.04, decay=0.008), 0.75)
    return mix(0.45, (0.0, 1.0, chord(0.1, 0.04)), (0.0, 0.6, hit), (0.13, 1.0, chord(0.3, 0.11)), (0.13, 0.6, hit))


def tick(rng: random.Random) -> Samples:
    """A dry clock tick (the turn clock runs low)."""
    click = tone(1900, 0.04, attack=0.0005, decay=0.006, harmonics=(1.0, 0.0, 0.3))
    body = tone(650, 0.04, attack=0.0005, decay=0.01)
    return mix(0.05, (0.0, 1.0, click), (0.0, 0.6, body))


def win(rng: random.Random) -> Samples:
    """A major fanfare: three quick notes and a held chord."""
    parts = [(0.0, 0.7, tone(C5, 0.16, decay=0.08, harmonics=BRASS)),
             (0.12, 0.7, tone(E5, 0.16, decay=0.08, harmonics=BRASS)),
             (0.24, 0.7, tone(G5, 0.16, decay=0.08, harmonics=BRASS))]
    parts += [(0.38, 0.55, tone(f, 0.8, attack=0.01, decay=0.3, harmonics=BRASS)) for f in (C5, E5, G5, C6)]
    return mix(1.2, *parts)


def lose(rng: random.Random) -> Samples:
    """A slow falling minor line ending low."""
    line = (A4, G4, F4, D4)
    parts = []
    for i, f in enumerate(line):
        held = i == 3  # the last note rings longer
        note = tone(f, 0.45 if held else 0.25, attack=0.01, decay=0.25 if held else 0.1, harmonics=(1.0, 0.3, 0.1))
        parts.append((0.2 * i, 0.8, note))
    parts.append((0.6, 0.5, tone(A3, 0.45, attack=0.01, decay=0.25, harmonics=(1.0, 0.3, 0.1))))
    return mix(1.05, *parts)


def click(rng: random.Random) -> Samples:
    """A soft, short UI click."""
    return mix(0.03, (0.0, 1.0, tone(1300, 0.03, attack=0.0008, decay=0.005, harmonics=(1.0, 0.2))))


EFFECTS: dict[str, tuple[Callable[[random.Random], Samples], float]] = {
    "deal": (deal, 0.6),
    "play": (play, 0.8),
    "pass": (pass_, 0.45),
    "bomb": (bomb, 1.0),
    "rocket": (rocket, 1.0),
    "spring": (spring, 0.8),
    "cut_in": (cut_in, 0.85),
    "tick": (tick, 0.5),
    "win": (win, 0.85),
    "lose": (lose, 0.7),
    "click": (click, 0.3),
}
"""File name (without ``.ogg``) -> (recipe, level relative to :data:`PEAK`)."""


def render(name: str) -> Samples:
    """One effect, normalised and faded out; the noise is seeded by the effect's name."""
    recipe, level = EFFECTS[name]
    rng = random.Random(f"tools.sounds:{name}")
    samples = fade_out(recipe(rng))
    top = max((abs(x) for x in samples), default=0.0) or 1.0
    return [x * PEAK * level / top for x in samples]


def write_wav(samples: Samples, path: Path) -> None:
    pcm = array("h", (max(-32767, min(32767, round(x * 32767))) for x in samples))
    if sys.byteorder != "little":
        pcm.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())


def encode(wav: Path, ogg: Path) -> None:
    """WAV -> OGG Vorbis with oggenc (fixed serial, no date or title tags)."""
    oggenc = shutil.which("oggenc")
    if oggenc is None:
        raise SystemExit("oggenc not found: apt-get install -y vorbis-tools")
    subprocess.run(
        [oggenc, "--quiet", "-q", str(QUALITY), "--serial", str(SERIAL), "-o", str(ogg), str(wav)],
        check=True,
        stdin=subprocess.DEVNULL,
    )


def build(out: Path = OUT, keep_wav: Path | None = None) -> dict[str, int]:
    """Write every effect to ``out``; returns file name -> size in bytes."""
    out.mkdir(parents=True, exist_ok=True)
    sizes: dict[str, int] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for name in EFFECTS:
            wav = Path(scratch) / f"{name}.wav"
            write_wav(render(name), wav)
            if keep_wav is not None:
                keep_wav.mkdir(parents=True, exist_ok=True)
                shutil.copy(wav, keep_wav / wav.name)
            target = out / f"{name}.ogg"
            encode(wav, target)
            sizes[target.name] = target.stat().st_size
    return sizes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder for the .ogg files")
    parser.add_argument("--wav", type=Path, default=None, help="also keep the WAV files here")
    args = parser.parse_args(argv)
    sizes = build(args.out, args.wav)
    for name, size in sizes.items():
        print(f"{name:<12} {size:>7} bytes")
    print(f"{'total':<12} {sum(sizes.values()):>7} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
