import VIPKitCore
