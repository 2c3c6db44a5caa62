"""Reads the PNG files Chromium writes (8-bit RGB or RGBA, not interlaced) with Python's standard
library, for the browser tests to look at pixels."""
import struct
import zlib


class Image:
    def __init__(self, width, height, bpp, rows):
        self.width, self.height, self.bpp, self.rows = width, height, bpp, rows

    def pixel(self, x, y):
        i = x * self.bpp
        return tuple(self.rows[y][i:i + 3])

    def count(self, rgb, tolerance=6, top=0, bottom=None):
        """How many pixels (of the rows from top to bottom) have the colour, each channel within
        the tolerance."""
        n = 0
        for row in self.rows[top:bottom]:
            for i in range(0, len(row), self.bpp):
                if all(abs(row[i + k] - rgb[k]) <= tolerance for k in range(3)):
                    n += 1
        return n

    def colours(self):
        """The number of distinct colours: a blank picture has one."""
        return len({row[i:i + 3] for row in self.rows for i in range(0, len(row), self.bpp)})


def read(path):
    """The image of a PNG file; ValueError when it is not one this module reads."""
    data = path.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"{path}: unexpected PNG format (depth {depth}, colour type {colour}, "
                         f"interlace {interlace})")
    bpp = 3 if colour == 2 else 4
    raw, stride, rows, prev = zlib.decompress(idat), width * bpp, [], bytearray(width * bpp)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + b) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        rows.append(bytes(line))
        prev = line
    return Image(width, height, bpp, rows)
