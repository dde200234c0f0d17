// The web page's files, compiled into the binary (apps/server/web/, embedded by
// embed_web_assets.cmake): a request's path is looked up in this fixed table and never reaches
// the file system.
#pragma once

#include <span>
#include <string_view>

namespace nonet::server {

struct WebAsset {
  /// The exact request path that serves it: "/" for index.html, "/<file name>" for the others.
  std::string_view path;
  std::string_view content_type;
  std::string_view body;
};

/// Every asset (defined in the generated web_assets_data.cpp).
[[nodiscard]] std::span<const WebAsset> web_assets();

/// The asset served at exactly `path` (no query string), or nullptr.
[[nodiscard]] const WebAsset* find_web_asset(std::string_view path);

/// Allows the page's own files and API only: no inline script, nothing from elsewhere.
inline constexpr std::string_view kWebContentSecurityPolicy =
    "default-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

}  // namespace nonet::server
