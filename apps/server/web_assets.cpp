#include "web_assets.hpp"

namespace nonet::server {

const WebAsset* find_web_asset(std::string_view path) {
  for (const WebAsset& asset : web_assets()) {
    if (asset.path == path) return &asset;
  }
  return nullptr;
}

}  // namespace nonet::server
