import VIPKitCLI
