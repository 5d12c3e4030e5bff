"""Cut the shipped CJK font subsets: ``python -m tools.fonts [--check]``.

The bundled DejaVu faces have no Chinese or Japanese glyphs, and the full Noto Sans CJK
collections are about 20 MB each, so the game ships subsets cut from Debian's
``fonts-noto-cjk`` (``/usr/share/fonts/opentype/noto/NotoSansCJK-{Regular,Bold}.ttc``,
SIL Open Font License 1.1; another folder can be named with ``NOTO_CJK_DIR``).

Each language gets its own face of the collection, picked by family name: Japanese the
``Noto Sans CJK JP`` face, Simplified Chinese the ``Noto Sans CJK SC`` face, each regular
and bold, written as ``assets/fonts/NotoSansCJK{jp,sc}-{Regular,Bold}-subset.otf`` (CFF
outlines, which pygame-ce's FreeType renders). A face keeps exactly:

- ``BASE``: printable ASCII, the card suits, CJK punctuation and full-width forms the
  catalogs are likely to use (and, for Japanese, every kana: ``LANGUAGE_BASE``);
- every character of every translation (``msgstr``) in its language's catalog, and of the
  opponents' names in that language (``game.table.seat_names.NAMES``);
- every character of the message ids, the catalogs without a CJK face of their own
  (Swedish) and the language names (``game.i18n.LANGUAGES``: the menu shows "日本語"
  and "简体中文" in every language) that DejaVu lacks, so such a character inside any
  text still finds a glyph. The other CJK catalog is left out: it would double the size.

Next to every font the game uses (the DejaVu faces and the subsets) it writes a
``.charset`` file, the code points the font maps as sorted hexadecimal ranges
(``0020-007E``), which the game reads to pick a font per glyph without fontTools
(pygame's ``Font.metrics`` reports the ``.notdef`` box for a missing glyph, not ``None``).

Run it after every catalog change (``tests/test_fonts.py`` fails when a committed subset
lacks a character its catalog uses). The output is deterministic: the same catalogs and
source fonts give the same bytes, and a file whose bytes would not change is not
rewritten. ``--check`` writes nothing and exits 1 when a subset is missing a character.
fontTools is a tool dependency (the ``test`` extra), never a game one.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

from game.i18n import LANGUAGES
from game.table.seat_names import NAMES
from tools.i18n import LOCALES, catalog_path, languages, read_catalog

ROOT = Path(__file__).resolve().parent.parent
FONT_DIR = ROOT / "assets" / "fonts"
DEJAVU = FONT_DIR / "DejaVuSans.ttf"
DEJAVU_FACES = (DEJAVU, FONT_DIR / "DejaVuSans-Bold.ttf")
SOURCE_DIR_ENV = "NOTO_CJK_DIR"
DEFAULT_SOURCE_DIR = Path("/usr/share/fonts/opentype/noto")

BASE = (
    "".join(chr(code) for code in range(0x20, 0x7F))
    + "♠♥♦♣♤♡♢♧"
    + "、。，．・：；！？…‥ー〜～「」『』（）［］【】〈〉《》"
    + "\u3000"  # ideographic space
    + "０１２３４５６７８９＋－×÷＝％→←↑↓"
)
"""Characters every CJK subset holds, whatever the catalogs say."""
KANA = "".join(chr(code) for code in (*range(0x3041, 0x3097), *range(0x30A1, 0x30FB), 0x30FC))
"""Every hiragana and katakana letter: the Japanese faces always hold them (names, loanwords)."""
LANGUAGE_BASE = {"ja": KANA, "zh_Hans": ""}

KEPT_NAME_IDS = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 13, 14)
"""Name records kept: names, version, trademark, designers, and the licence (13, 14)."""


@dataclass(frozen=True)
class Face:
    """One subset: a face of a Noto Sans CJK collection for one language and weight."""

    language: str
    tag: str  # "jp" or "sc", as in Noto's own file names
    bold: bool

    @property
    def weight(self) -> str:
        return "Bold" if self.bold else "Regular"

    @property
    def family(self) -> str:
        """The face's family name inside the collection (name ID 1)."""
        return f"Noto Sans CJK {self.tag.upper()}"

    @property
    def source(self) -> Path:
        folder = Path(os.environ.get(SOURCE_DIR_ENV) or DEFAULT_SOURCE_DIR)
        return folder / f"NotoSansCJK-{self.weight}.ttc"

    @property
    def output(self) -> Path:
        return FONT_DIR / f"NotoSansCJK{self.tag}-{self.weight}-subset.otf"


FACES: tuple[Face, ...] = tuple(
    Face(language, tag, bold) for language, tag in (("ja", "jp"), ("zh_Hans", "sc")) for bold in (False, True)
)


def _strings(value: object) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, tuple | list):
        yield from (text for text in value if isinstance(text, str))


def catalog_text(language: str, ids: bool = False) -> str:
    """Every translation (or, with ``ids``, every message id) of ``language``'s catalog."""
    path = catalog_path(language)
    if not path.exists():
        return ""
    field = "id" if ids else "string"
    return "".join(
        text for message in read_catalog(path, language) if message.id for text in _strings(getattr(message, field))
    )


@lru_cache(maxsize=1)
def dejavu_characters() -> frozenset[str]:
    return frozenset(chr(code) for code in TTFont(DEJAVU, lazy=True).getBestCmap())


def wanted_characters(face: Face) -> frozenset[str]:
    """The characters ``face``'s subset must hold (see the module docstring); no controls."""
    cjk = {other.language for other in FACES}
    others = "".join(catalog_text(language) for language in languages() if language not in cjk)
    template = LOCALES / "messages.pot"
    ids = "".join(
        text for message in read_catalog(template) if message.id for text in _strings(message.id)
    ) if template.exists() else ""
    names = "".join(LANGUAGES.values())
    foreign = {char for char in others + ids + names if char not in dejavu_characters()}
    seat_names = "".join(NAMES.get(face.language, ()))
    found = set(BASE + LANGUAGE_BASE[face.language] + seat_names) | set(catalog_text(face.language)) | foreign
    return frozenset(char for char in found if char.isprintable() or char == "\u3000")


def _collection_face(face: Face) -> TTFont:
    """Open the face of the collection whose family name is ``face.family``."""
    collection = TTCollection(face.source, lazy=True)
    for index, font in enumerate(collection.fonts):
        if font["name"].getDebugName(1) == face.family:
            return TTFont(face.source, fontNumber=index, recalcTimestamp=False, recalcBBoxes=False)
    raise LookupError(f"{face.source}: no face named {face.family!r}")


def subset_bytes(face: Face, characters: Iterable[str]) -> bytes:
    """The subset font file holding ``characters`` (those the face has), deterministic."""
    font = _collection_face(face)
    options = subset.Options()
    options.name_IDs = list(KEPT_NAME_IDS)
    options.notdef_outline = True
    options.recalc_timestamp = False
    options.drop_tables += ["VORG", "vhea", "vmtx"]  # no vertical text on the table
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(ord(char) for char in characters))
    subsetter.subset(font)
    buffer = io.BytesIO()
    font.save(buffer)
    return buffer.getvalue()


def subset_characters(path: Path) -> frozenset[str]:
    """The characters a font file maps (its best cmap)."""
    return frozenset(chr(code) for code in TTFont(path, lazy=True).getBestCmap())


def charset_path(font: Path) -> Path:
    """Where the game finds the characters of ``font`` (``X.otf`` -> ``X.charset``)."""
    return font.with_suffix(".charset")


def charset_text(characters: Iterable[str]) -> str:
    """``characters`` as sorted ranges of code points, one ``XXXX`` or ``XXXX-YYYY`` a line."""
    codes = sorted({ord(char) for char in characters})
    lines: list[str] = []
    start = previous = None
    for code in [*codes, None]:
        if code is not None and previous is not None and code == previous + 1:
            previous = code
            continue
        if start is not None:
            lines.append(f"{start:04X}" if start == previous else f"{start:04X}-{previous:04X}")
        start = previous = code
    return "".join(f"{line}\n" for line in lines)


def write_if_changed(path: Path, data: bytes) -> bool:
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def write_charset(font: Path) -> bool:
    """Write ``font``'s ``.charset`` from its cmap; ``True`` when the file changed."""
    return write_if_changed(charset_path(font), charset_text(subset_characters(font)).encode("ascii"))


def missing_characters(face: Face) -> frozenset[str]:
    """What ``face``'s committed subset lacks of what its catalogs need (all, if absent)."""
    wanted = wanted_characters(face)
    if not face.output.exists():
        return wanted
    return wanted - subset_characters(face.output)


def build(face: Face) -> tuple[bool, int, int]:
    """Write ``face``'s subset if its bytes change; returns (written, characters, bytes)."""
    characters = wanted_characters(face)
    data = subset_bytes(face, characters)
    written = write_if_changed(face.output, data)
    written = write_charset(face.output) or written
    return written, len(characters), len(data)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.fonts", description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a subset lacks a character")
    args = parser.parse_args(argv)
    if args.check:
        problems = 0
        for face in FACES:
            missing = missing_characters(face)
            if missing:
                problems += 1
                print(f"{face.output.relative_to(ROOT)}: lacks {''.join(sorted(missing))!r}; run python -m tools.fonts")
        for font in (*DEJAVU_FACES, *(face.output for face in FACES)):
            stale = not font.exists() or not charset_path(font).exists()
            if stale or charset_path(font).read_text("ascii") != charset_text(subset_characters(font)):
                problems += 1
                print(f"{charset_path(font).relative_to(ROOT)}: missing or stale; run python -m tools.fonts")
        print(f"{problems} font file(s) out of date")
        return 1 if problems else 0
    for face in FACES:
        if not face.source.exists():
            print(f"no source font {face.source} (install fonts-noto-cjk or set {SOURCE_DIR_ENV})", file=sys.stderr)
            return 1
        written, count, size = build(face)
        state = "written" if written else "unchanged"
        print(f"{face.output.relative_to(ROOT)}: {count} characters, {size / 1024:.1f} KiB ({state})")
    for font in DEJAVU_FACES:
        state = "written" if write_charset(font) else "unchanged"
        print(f"{charset_path(font).relative_to(ROOT)}: {len(subset_characters(font))} characters ({state})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
