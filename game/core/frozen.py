"""A quicker constructor for the frozen dataclasses the engines make by the thousand.

A frozen dataclass's generated ``__init__`` stores each field with ``object.__setattr__``
(its own ``__setattr__`` refuses), one call per field: an event of the climbing log, with
ten fields, costs about 1.6 µs to make, a fifth of an engine move. :func:`quick_init`
gives such a class an ``__init__`` with the same parameters and defaults that writes the
fields into the instance ``__dict__`` in one step each (about 0.5 µs). Nothing else
changes: the instance is as frozen as before (assignment still raises), and equality,
hashing, ``repr`` and ``dataclasses.replace`` read the same fields.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")


def quick_init(cls: type[T]) -> type[T]:
    """Replace the generated ``__init__`` of the frozen dataclass ``cls`` (see the module
    docstring). Only for classes without ``__slots__``, ``__post_init__``, default factories
    or keyword-only fields: for them the generated ``__init__`` does more, and this refuses."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" in vars(cls) or hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: quick_init takes a frozen dataclass without slots or __post_init__")
    defaults: dict[str, Any] = {}
    names: list[str] = []
    lines: list[str] = []
    for field in dataclasses.fields(cls):  # type: ignore[arg-type]
        if field.default_factory is not dataclasses.MISSING or field.kw_only:
            raise TypeError(f"{cls.__name__}.{field.name}: quick_init takes plain fields only")
        if field.default is dataclasses.MISSING:
            names.append(field.name)
        else:
            defaults[f"_default_{field.name}"] = field.default
            names.append(f"{field.name}=_default_{field.name}")
        lines.append(f"    fields[{field.name!r}] = {field.name}")
    source = f"def __init__(self, {', '.join(names)}):\n    fields = self.__dict__\n" + "\n".join(lines) + "\n"
    namespace = dict(defaults)
    exec(source, namespace)  # built from the class's own field names, as dataclasses does
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init  # type: ignore[method-assign]
    return cls
