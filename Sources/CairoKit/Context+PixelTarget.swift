import CCairo

/// The pixels a context draws into, for code that composites per pixel in place.
package struct PixelTarget {
    /// The first byte of the surface's top row (native-endian premultiplied `0xAARRGGBB` words).
    package let pixels: UnsafeMutablePointer<UInt8>
    /// Bytes per row.
    package let stride: Int
    /// Width and height in pixels.
    package let width: Int, height: Int
    let surface: OpaquePointer

    /// Tells Cairo that the rectangle's pixels were written directly.
    package func markDirty(x: Int, y: Int, width: Int, height: Int) {
        cairo_surface_mark_dirty_rectangle(surface, Int32(x), Int32(y), Int32(width), Int32(height))
    }
}

extension Context {
    /// The ARGB32 image surface this context currently draws into (its group, if one is pushed),
    /// flushed so its pixels may be read and written; `nil` for vector surfaces, other pixel
    /// formats, or a surface with a device offset (device pixels would not be surface pixels).
    /// Writes through it bypass the clip: stay inside the pixels you mean to change, then call
    /// `markDirty`.
    package var pixelTarget: PixelTarget? {
        guard recorder == nil, let target = cairo_get_group_target(pointer), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return nil }
        var dx = 0.0, dy = 0.0
        cairo_surface_get_device_offset(target, &dx, &dy)
        guard dx == 0, dy == 0 else { return nil }
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return nil }
        return PixelTarget(pixels: data, stride: Int(cairo_image_surface_get_stride(target)),
                           width: Int(cairo_image_surface_get_width(target)), height: Int(cairo_image_surface_get_height(target)),
                           surface: target)
    }
}
